import { resetCartSession } from '../../core/state/cart-session.ts';
import { FakeServer } from './fake-server.ts';
import { removeJquery } from './legacy-jquery.ts';

/**
 * Shared markup and server answers for the cart tests, shaped like the recorded WooCommerce responses
 * (docs/woocommerce-protocol.md#cart-fragments): the Storefront header cart, fragments maps, and params globals.
 */
export const FRAGMENT_NAME = 'wc_fragments_test';
export const HASH_KEY = 'wc_cart_hash_test';

export function setCartParams(addToCart: Record<string, unknown> = {}): void {
  Object.assign(window, {
    wc_add_to_cart_params: {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
      i18n_view_cart: 'View cart',
      cart_url: `${location.origin}/cart/`,
      is_cart: '',
      cart_redirect_after_add: 'no',
      ...addToCart,
    },
    woocommerce_params: { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%' },
    wc_cart_fragments_params: {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
      cart_hash_key: HASH_KEY,
      fragment_name: FRAGMENT_NAME,
      request_timeout: '5000',
    },
  });
}

export function clearCartState(): void {
  for (const name of ['wc_add_to_cart_params', 'woocommerce_params', 'wc_cart_fragments_params']) {
    delete (window as unknown as Record<string, unknown>)[name];
  }
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of ['woocommerce_cart_hash', 'woocommerce_items_in_cart']) {
    document.cookie = `${cookie}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  document.querySelector('.shop-live-region')?.replaceChildren();
  resetCartSession();
}

export interface Line {
  key: string;
  productId: number;
  name: string;
  quantity: number;
  price?: number;
}

export function miniCartContent(lines: Line[]): string {
  if (lines.length === 0) {
    return '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>';
  }
  const items = lines
    .map(
      (line) => `<li class="woocommerce-mini-cart-item mini_cart_item">
        <a role="button" href="${location.origin}/cart/?remove_item=${line.key}&amp;_wpnonce=abc" class="remove remove_from_cart_button"
          aria-label="Remove ${line.name} from cart" data-product_id="${line.productId}" data-cart_item_key="${line.key}"
          data-product_sku="SKU-${line.productId}" data-success_message="&ldquo;${line.name}&rdquo; has been removed from your cart">&times;</a>
        <a href="${location.origin}/product/${line.productId}/">${line.name}</a>
        <span class="quantity">${line.quantity} &times; <span class="woocommerce-Price-amount amount">$${(line.price ?? 10).toFixed(2)}</span></span>
      </li>`,
    )
    .join('');
  return `<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart cart_list product_list_widget">${items}</ul>
    <p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> $${total(lines)}</p>
    <p class="woocommerce-mini-cart__buttons buttons"><a href="${location.origin}/cart/" class="button wc-forward">View cart</a></p></div>`;
}

const count = (lines: Line[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);
const total = (lines: Line[]): string => lines.reduce((sum, line) => sum + line.quantity * (line.price ?? 10), 0).toFixed(2);

export function cartContents(lines: Line[]): string {
  return `<a class="cart-contents" href="${location.origin}/cart/" title="View your shopping cart"><span class="woocommerce-Price-amount amount">$${total(lines)}</span> <span class="count">${count(lines)} items</span></a>`;
}

/** A `{fragments, cart_hash}` answer for a cart holding `lines`. */
export function cartAnswer(lines: Line[], hash = lines.length ? `hash-${lines.map((l) => `${l.key}x${l.quantity}`).join('-')}` : '') {
  return {
    fragments: { 'div.widget_shopping_cart_content': miniCartContent(lines), 'a.cart-contents': cartContents(lines) },
    cart_hash: hash,
  };
}

/** Storefront's `ul#site-header-cart`, optionally wrapped in `<shop-mini-cart>`. */
export function headerCart(lines: Line[] = [], wrapper?: string): string {
  const ul = `<ul id="site-header-cart" class="site-header-cart menu">
    <li>${cartContents(lines)}</li>
    <li><div class="widget woocommerce widget_shopping_cart">${miniCartContent(lines)}</div></li>
  </ul>`;
  return wrapper ? `<${wrapper}>${ul}</${wrapper.split(' ')[0]}>` : ul;
}

export const MUG: Line = { key: 'c74d97b01eae257e44aa9d5bade97baf', productId: 16, name: 'Test Mug', quantity: 1 };
export const TEE: Line = { key: 'dc2c70ae8eb1c4b74bd6694fbf58da0d', productId: 11, name: 'Test Tee - Medium, Red', quantity: 1, price: 20 };

/** Records `shop-navigate` and cancels it, so a redirect the code asks for does not leave the test page. */
export function captureNavigation(): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const listener = (event: Event): void => {
    event.preventDefault();
    urls.push((event as CustomEvent<{ url: string }>).detail.url);
  };
  document.addEventListener('shop-navigate', listener);
  return { urls, stop: () => document.removeEventListener('shop-navigate', listener) };
}

/** Waits until the library's polite live region says `text`; the region's text when it gives up. */
export async function spoken(text: string): Promise<string> {
  let said = '';
  for (let frame = 0; frame < 120; frame++) {
    said = document.querySelector('.shop-live-region')?.textContent ?? '';
    if (said === text) return said;
    await new Promise(requestAnimationFrame);
  }
  return said;
}

/**
 * The shared set-up of the cart tests: params, a recording fetch stand-in, redirects captured instead of
 * followed, and every trace (jQuery, storage, cookies, live region) removed after each test.
 */
export function cartTestSetup(addToCart: Record<string, unknown> = {}) {
  const env = {} as { server: FakeServer; navigation: ReturnType<typeof captureNavigation> };
  beforeEach(() => {
    setCartParams(addToCart);
    env.server = new FakeServer();
    env.navigation = captureNavigation();
  });
  afterEach(() => {
    env.server.restore();
    env.navigation.stop();
    removeJquery();
    clearCartState();
  });
  return env;
}
