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
  /** `<shop-product-list load-mode>` on the archives: further pages near the end of the list, or on "view more". */
  listing: 'spinner' | 'button';
  /** Which build of the library pages load: on React (`dist/`) or the lean one on Preact (`dist/lean/`). */
  build: DemoBuild;
  /** `<shop-sticky-header hide-on-scroll>`: the sticky header slides away while scrolling down. */
  hideHeaderOnScroll: boolean;
  /** Pages load the auto entry and are served without the tags it puts in (auto-mode.ts): an unmodified shop. */
  auto: boolean;
}

export type DemoBuild = 'react' | 'lean';

/** Where a build's files are, under dist/ and under the demo's /dist/ URLs. */
export const buildFolder = (build: DemoBuild): string => (build === 'lean' ? 'lean/' : '');

export const SETTINGS_COOKIE = 'demo_settings';
const DEFAULTS: DemoSettings = {
  cart: 'dropdown',
  redirectAfterAdd: false,
  analytics: false,
  editor: false,
  listing: 'spinner',
  build: 'react',
  hideHeaderOnScroll: false,
  auto: false,
};
const SWITCHES = ['cart', 'redirect_after_add', 'analytics', 'editor', 'listing', 'build', 'hide_header_on_scroll', 'auto'];

/** An on/off switch: 'on' or 'off', anything else keeps the current value. */
function onOff(value: string | null, current: boolean): boolean {
  return value === 'on' || value === 'off' ? value === 'on' : current;
}

function fromParams(params: URLSearchParams, base: DemoSettings): DemoSettings {
  const cart = params.get('cart');
  const redirect = params.get('redirect_after_add');
  const listing = params.get('listing');
  const build = params.get('build');
  return {
    cart: cart === 'offcanvas' || cart === 'dropdown' ? cart : base.cart,
    redirectAfterAdd: redirect === 'yes' || redirect === 'no' ? redirect === 'yes' : base.redirectAfterAdd,
    analytics: onOff(params.get('analytics'), base.analytics),
    editor: onOff(params.get('editor'), base.editor),
    listing: listing === 'spinner' || listing === 'button' ? listing : base.listing,
    build: build === 'react' || build === 'lean' ? build : base.build,
    hideHeaderOnScroll: onOff(params.get('hide_header_on_scroll'), base.hideHeaderOnScroll),
    auto: onOff(params.get('auto'), base.auto),
  };
}

function serialize(settings: DemoSettings): string {
  return new URLSearchParams({
    cart: settings.cart,
    redirect_after_add: settings.redirectAfterAdd ? 'yes' : 'no',
    analytics: settings.analytics ? 'on' : 'off',
    editor: settings.editor ? 'on' : 'off',
    listing: settings.listing,
    build: settings.build,
    hide_header_on_scroll: settings.hideHeaderOnScroll ? 'on' : 'off',
    auto: settings.auto ? 'on' : 'off',
  }).toString();
}

/** Settings for this request, and the cookie to send when the query changed them; `build` is the server's default build. */
export function readSettings(
  query: URLSearchParams,
  cookies: Record<string, string>,
  build: DemoBuild = DEFAULTS.build,
): { settings: DemoSettings; cookie?: string } {
  const stored = fromParams(new URLSearchParams(cookies[SETTINGS_COOKIE] ?? ''), { ...DEFAULTS, build });
  if (!SWITCHES.some((name) => query.has(name))) return { settings: stored };
  const settings = fromParams(query, stored);
  return { settings, cookie: cookieHeader(SETTINGS_COOKIE, serialize(settings), { maxAge: 30 * 86400 }) };
}
