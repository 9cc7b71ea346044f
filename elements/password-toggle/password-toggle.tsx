import { useLayoutEffect } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { passwordToggleParams } from '../../core/config/params.ts';
import { pick } from '../../core/config/read-params.ts';
import { emit } from '../../core/events/emit.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { passwordToggleMarkup } from './toggle-button.ts';

declare global {
  interface ShopEventDetailMap {
    /** A password field was switched between masked and shown text. */
    'shop-password-toggle-toggled': { visible: boolean; fieldId: string };
  }
}

export interface PasswordToggleProps extends HostProps {
  /** The button's name (default: `i18n_password_show`, "Show password"). */
  label?: string;
}

/**
 * A show/hide button on every password field inside the element. It is a toggle button: its name says what
 * pressing it does ("Show password") and `aria-pressed` says whether the password is shown, so the name never
 * contradicts the state. Focus stays on the button, where the shopper pressed it.
 */
function Toggles({ host, label }: PasswordToggleProps) {
  const name = pick(label, passwordToggleParams().i18n_password_show);

  useLayoutEffect(() => {
    const fields = [...host.querySelectorAll<HTMLInputElement>('input[type="password"]')];
    const restores = fields.map((field) => {
      const { button, restore } = passwordToggleMarkup(field, name);
      const toggle = (): void => {
        const visible = field.type === 'password';
        field.type = visible ? 'text' : 'password';
        button.setAttribute('aria-pressed', String(visible));
        button.classList.toggle('display-password', visible);
        emit(host, 'shop-password-toggle-toggled', { visible, fieldId: field.id });
      };
      button.addEventListener('click', toggle);
      return () => {
        button.removeEventListener('click', toggle);
        button.classList.remove('display-password');
        restore();
      };
    });
    return () => restores.forEach((restore) => restore());
  }, [host, name]);

  return null;
}

export const PasswordToggle = outermostOnly(Toggles);
