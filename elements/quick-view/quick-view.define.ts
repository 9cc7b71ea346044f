import { defineElement } from '../../core/runtime/define-element.ts';
import { QuickView } from './quick-view.tsx';

/**
 * Wraps the quick-view trigger of a product card (a link to the product page, which is what it stays without
 * script): the trigger shows processing while the theme's quick-view action answers, then the product's panel
 * opens in a modal dialog where the product page's elements (gallery, variation form, quantity, add-ons,
 * instalments, add to cart) work as on the product page. An add from inside closes the dialog and opens the cart.
 *
 * @summary product card quick view: the product's panel from the theme's admin-ajax action in an APG modal dialog, with the product page's elements working inside
 * @attr {number} product-id - the product to show (default the trigger's `data-product_id`, else the product card around it)
 * @attr {string} quick-view-action - the admin-ajax action sent (default `shop_quick_view_params.action`, `shop_quick_view`)
 * @attr {string} ajax-url - the admin-ajax URL, http(s) or relative (default `shop_quick_view_params.ajax_url`, else `woocommerce_params.ajax_url`)
 * @attr {string} close-label - text of the dialog's close button (default `shop_quick_view_params.i18n_close`, `Close`)
 * @attr {string} error-text - shown next to the trigger when the quick view cannot be loaded (default `shop_quick_view_params.i18n_failed`)
 * @fires {CustomEvent<{ productId: number }>} shop-quick-view-open - cancelable: the shopper asked for the quick view; cancel to send no request
 * @fires {CustomEvent<{ productId: number; title: string }>} shop-quick-view-opened - the dialog opened, showing the product's panel
 * @fires {CustomEvent<{ productId: number; reason: 'close' | 'add' }>} shop-quick-view-closed - the dialog closed: by the shopper (`close`) or by an add to cart from inside it (`add`)
 * @fires {CustomEvent<{ productId: number; message: string }>} shop-quick-view-failed - the quick view could not be loaded; `message` is what the shopper saw
 * @cssprop --shop-quick-view-width - the dialog's width (default 60rem, never wider than the screen)
 */
export const ShopQuickViewElement = defineElement('shop-quick-view', QuickView, {
  productId: { type: 'number', min: 1 },
  quickViewAction: 'string',
  ajaxUrl: { type: 'string', format: 'url' },
  closeLabel: 'string',
  errorText: 'string',
});
