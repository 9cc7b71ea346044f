// Demo settings switched by query string and remembered in the `demo_settings` cookie.
import { cookieHeader } from './http/reply.ts';

export interface DemoSettings {
  /** `<shop-mini-cart mode>`. */
  cart: 'dropdown' | 'offcanvas';
  /** WooCommerce's `cart_redirect_after_add` option. */
  redirectAfterAdd: boolean;
  /** Pages carry `<shop-analytics>` reporting to the demo's collector (off by default: it adds a chunk to every page). */
  analytics: boolean;
  /** Browsing as a logged-in page editor: pages print `shop_edit_links_params` and their blocks' edit links. */
  editor: boolean;
}

export const SETTINGS_COOKIE = 'demo_settings';
const DEFAULTS: DemoSettings = { cart: 'dropdown', redirectAfterAdd: false, analytics: false, editor: false };
const SWITCHES = ['cart', 'redirect_after_add', 'analytics', 'editor'];

/** An on/off switch: 'on' or 'off', anything else keeps the current value. */
function onOff(value: string | null, current: boolean): boolean {
  return value === 'on' || value === 'off' ? value === 'on' : current;
}

function fromParams(params: URLSearchParams, base: DemoSettings): DemoSettings {
  const cart = params.get('cart');
  const redirect = params.get('redirect_after_add');
  return {
    cart: cart === 'offcanvas' || cart === 'dropdown' ? cart : base.cart,
    redirectAfterAdd: redirect === 'yes' || redirect === 'no' ? redirect === 'yes' : base.redirectAfterAdd,
    analytics: onOff(params.get('analytics'), base.analytics),
    editor: onOff(params.get('editor'), base.editor),
  };
}

function serialize(settings: DemoSettings): string {
  return new URLSearchParams({
    cart: settings.cart,
    redirect_after_add: settings.redirectAfterAdd ? 'yes' : 'no',
    analytics: settings.analytics ? 'on' : 'off',
    editor: settings.editor ? 'on' : 'off',
  }).toString();
}

/** Settings for this request, and the cookie to send when the query changed them. */
export function readSettings(query: URLSearchParams, cookies: Record<string, string>): { settings: DemoSettings; cookie?: string } {
  const stored = fromParams(new URLSearchParams(cookies[SETTINGS_COOKIE] ?? ''), DEFAULTS);
  if (!SWITCHES.some((name) => query.has(name))) return { settings: stored };
  const settings = fromParams(query, stored);
  return { settings, cookie: cookieHeader(SETTINGS_COOKIE, serialize(settings), { maxAge: 30 * 86400 }) };
}
