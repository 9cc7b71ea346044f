import { useLayoutEffect } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { pick, readParams } from '../../core/config/read-params.ts';
import { emit } from '../../core/events/emit.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';

// The markup is the idle prelude's file too, fetched while the element waits (`elements/index.ts`). A static import
// would make esbuild split it into a shared chunk behind a re-exporting one: two files for the prelude, not one.
// Awaited here, the element is defined only once the file is in, as a static import would have it.
const { passwordToggleMarkup, TOGGLE_TEXTS } = await import('./toggle-button.ts');

declare global {
  interface ShopEventDetailMap {
    /** A password field was switched between masked and shown text. */
    'shop-password-toggle-toggled': { visible: boolean; fieldId: string };
  }
}

export interface PasswordToggleProps extends HostProps {
  /** The button's name (default: `i18n_password_show`, "Show password"). */
  label?: string;
  /** With `switch-label`, the name while the password is shown (default: `i18n_password_hide`, "Hide password"). */
  hideLabel?: string;
  /** The name says what the next press does (show, then hide) instead of a pressed state. */
  switchLabel?: boolean;
}

/**
 * A show/hide button on every password field inside the element. By default a toggle button: its name says what
 * pressing it does ("Show password") and `aria-pressed` says whether the password is shown, so the name never
 * contradicts the state. With `switch-label` it is WooCommerce's reading: a plain button whose name switches
 * between "Show password" and "Hide password", without a pressed state (both together would read "Hide
 * password, pressed"). Focus stays on the button, where the shopper pressed it.
 */
function Toggles({ host, label, hideLabel, switchLabel = false }: PasswordToggleProps) {
  const params = readParams('woocommerce_params', TOGGLE_TEXTS);
  const name = pick(label, params.i18n_password_show);
  const hideName = pick(hideLabel, params.i18n_password_hide);

  useLayoutEffect(() => {
    const fields = [...host.querySelectorAll<HTMLInputElement>('input[type="password"]')];
    const restores = fields.map((field) => {
      const { button, restore } = passwordToggleMarkup(field, name, !switchLabel);
      const toggle = (): void => {
        const visible = field.type === 'password';
        field.type = visible ? 'text' : 'password';
        if (switchLabel) button.setAttribute('aria-label', visible ? hideName : name);
        else button.setAttribute('aria-pressed', String(visible));
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
  }, [host, name, hideName, switchLabel]);

  return null;
}

export const PasswordToggle = outermostOnly(Toggles);
