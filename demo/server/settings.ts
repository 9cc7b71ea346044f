// Demo settings switched by query string and remembered in the `demo_settings` cookie.
import { cookieHeader } from './http/reply.ts';

export interface DemoSettings {
  /** `<shop-mini-cart mode>`. */
  cart: 'dropdown' | 'offcanvas';
  /** WooCommerce's `cart_redirect_after_add` option. */
  redirectAfterAdd: boolean;
}

export const SETTINGS_COOKIE = 'demo_settings';
const DEFAULTS: DemoSettings = { cart: 'dropdown', redirectAfterAdd: false };

function fromParams(params: URLSearchParams, base: DemoSettings): DemoSettings {
  const cart = params.get('cart');
  const redirect = params.get('redirect_after_add');
  return {
    cart: cart === 'offcanvas' || cart === 'dropdown' ? cart : base.cart,
    redirectAfterAdd: redirect === 'yes' || redirect === 'no' ? redirect === 'yes' : base.redirectAfterAdd,
  };
}

function serialize(settings: DemoSettings): string {
  return new URLSearchParams({ cart: settings.cart, redirect_after_add: settings.redirectAfterAdd ? 'yes' : 'no' }).toString();
}

/** Settings for this request, and the cookie to send when the query changed them. */
export function readSettings(query: URLSearchParams, cookies: Record<string, string>): { settings: DemoSettings; cookie?: string } {
  const stored = fromParams(new URLSearchParams(cookies[SETTINGS_COOKIE] ?? ''), DEFAULTS);
  if (!query.has('cart') && !query.has('redirect_after_add')) return { settings: stored };
  const settings = fromParams(query, stored);
  return { settings, cookie: cookieHeader(SETTINGS_COOKIE, serialize(settings), { maxAge: 30 * 86400 }) };
}
