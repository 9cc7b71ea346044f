import { defineElement } from '../../core/runtime/define-element.ts';
import { Instalments } from './instalments.tsx';

/**
 * Pay-in-4 instalment messaging next to a price (split in cents, limits, price ranges, eligibility, the
 * chosen variation's price) and the provider's information dialog. Texts come from
 * `shop_instalments_params`.
 *
 * @summary pay-in-4 messaging (split in cents, limits, ranges, eligibility, variations) and the provider's information dialog
 * @attr {number} price - the price
 * @attr {number} min-price - a price range's low end (variable product before a choice)
 * @attr {number} max-price - a price range's high end
 * @attr {number} product-id - follow this product's chosen variation (default the enclosing product: docs/architecture.md#product-scope)
 * @attr {boolean} product-ineligible - "not available for purchasing this item" (default `false`)
 * @attr {boolean} cart-ineligible - "not available for this purchase" (default `false`)
 * @attr {'show' | 'hide'} display - `hide` hides the messaging (default `display` param, `show`)
 * @attr {string} min - lower limit; empty means unset (default `min` param, `35.00`)
 * @attr {string} max - upper limit; empty means unset (default `max` param, `1000.00`)
 * @attr {string} locale - store locale: dialog file, provider bounds (default `locale` param, `en_US`)
 * @attr {string} provider-host - where `modal/…html` lives (default `provider_host` param; none: no "Learn more" link)
 * @attr {string} provider - the link's `#{provider}-what-is-modal` (default `afterpay`)
 * @attr {string} brand - the name in the texts (default `Afterpay`)
 * @attr {string} modal-id - dialog file name, instead of locale + theme + cross-border trade
 * @attr {string} modal-theme - adds `_theme_{theme}` to the dialog file name
 * @attr {boolean} cross-border-trade - adds `_cbt` to the dialog file name; `="false"` turns it off (default `cbt` param)
 * @attr {'as-low-as' | 'range'} range-display - how a price range reads: its smallest instalment, or "$X – $Y" (default `as-low-as`)
 * @fires {CustomEvent<{ state: 'loading' | 'content' | 'fallback' | 'error' | 'hidden' }>} shop-instalments-dialog-changed - the information dialog changed state
 */
export const ShopInstalmentsElement = defineElement('shop-instalments', Instalments, {
  price: { type: 'number', min: 0 },
  minPrice: { type: 'number', min: 0 },
  maxPrice: { type: 'number', min: 0 },
  productId: { type: 'number', min: 1 },
  productIneligible: { type: 'boolean', deprecatedName: 'product-eligible', deprecatedNameNegated: true },
  cartIneligible: { type: 'boolean', deprecatedName: 'cart-eligible', deprecatedNameNegated: true },
  display: { type: 'string', values: ['show', 'hide'] },
  min: 'string',
  max: 'string',
  locale: 'string',
  providerHost: 'string',
  provider: 'string',
  brand: 'string',
  modalId: 'string',
  modalTheme: 'string',
  crossBorderTrade: { type: 'boolean', deprecatedName: 'cbt' },
  rangeDisplay: { type: 'string', values: ['as-low-as', 'range'] },
});
