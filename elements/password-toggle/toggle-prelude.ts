import { passwordToggleMarkup } from './toggle-button.ts';
import { TOGGLE_TEXTS } from './toggle-texts.ts';

/**
 * The password toggle's idle prelude (`elements/index.ts`), run as this module is evaluated: each password field of
 * a toggle still waiting for the shopper gets its show/hide button now, in WooCommerce's markup, named and in the
 * state the element gives it, without a renderer. The element adopts the button when its code arrives: a focus,
 * pointer or key in the form loads it, and a press on the button before then is replayed on it (`REPLAYED_CLICKS`).
 */
// Read without core's params reader, which a module of its own here would make a further file on every page that
// uses core: the element warns about a missing global when it arrives.
const params = (window as { woocommerce_params?: Partial<typeof TOGGLE_TEXTS> }).woocommerce_params;
const shown = params?.i18n_password_show ?? TOGGLE_TEXTS.i18n_password_show;
for (const host of document.querySelectorAll('shop-password-toggle:not(:defined)')) {
  // A toggle inside another does nothing, as the element does.
  if (host.parentElement?.closest('shop-password-toggle')) continue;
  const label = host.getAttribute('label') ?? shown;
  for (const field of host.querySelectorAll<HTMLInputElement>('input[type="password"]')) {
    passwordToggleMarkup(field, label, !host.hasAttribute('switch-label'));
  }
}

// A module with no exports: `elements/index.ts` imports it for what it does when evaluated.
export {};
