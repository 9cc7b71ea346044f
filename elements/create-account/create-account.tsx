import { useLayoutEffect } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { ensureId } from '../../core/dom/ensure-id.ts';
import { slide } from '../../core/dom/slide.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';

declare global {
  interface ShopEventDetailMap {
    /** The create-account box was shown or hidden with its checkbox. */
    'shop-create-account-toggled': { open: boolean };
  }
}

/**
 * WooCommerce's optional account creation on checkout: the `div.create-account` box (the account password) is
 * shown only while "Create an account?" (`#createaccount`) is checked. Showing it empties the password, as
 * WooCommerce does, so a password the browser filled in is never sent unseen.
 */
function CreateAccountBox({ host }: HostProps) {
  useLayoutEffect(() => {
    const checkbox = host.querySelector<HTMLInputElement>('input#createaccount');
    const box = host.querySelector<HTMLElement>('div.create-account');
    if (!checkbox || !box) return;
    const display = box.style.display;
    checkbox.setAttribute('aria-controls', ensureId(box, 'shop-create-account'));
    if (!checkbox.checked) box.style.display = 'none';
    const toggle = (): void => {
      const open = checkbox.checked;
      if (open) {
        const password = box.querySelector<HTMLInputElement>('#account_password');
        if (password) {
          password.value = '';
          password.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }
      void slide(box, open ? 'down' : 'up');
      emit(host, 'shop-create-account-toggled', { open });
    };
    checkbox.addEventListener('change', toggle);
    return () => {
      checkbox.removeEventListener('change', toggle);
      box.style.display = display;
    };
  }, [host]);

  return null;
}

export const CreateAccount = outermostOnly(CreateAccountBox);
