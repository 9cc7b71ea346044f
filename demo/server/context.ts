// Everything a route needs to know about one request.
import type { IncomingMessage } from 'node:http';
import type { Session } from './cart/session.ts';
import type { FaultRules } from './faults.ts';
import type { DemoBuild, DemoSettings } from './settings.ts';

export interface ServerConfig {
  distDir: string;
  /** The build pages load unless the `build` setting chose the other. */
  build: DemoBuild;
  stylesDir: string;
  rootDir: string;
  publicDir: string;
  faults: FaultRules;
}

export interface Ctx {
  req: IncomingMessage;
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  /** The parsed POST body (empty for other methods). */
  body: URLSearchParams;
  cookies: Record<string, string>;
  /** `http://host:port`, for the absolute URLs WooCommerce prints. */
  origin: string;
  session: Session;
  settings: DemoSettings;
  faults: FaultRules;
  config: ServerConfig;
}

/** `$_REQUEST`: a POST field, else the query string's. */
export function requestField(ctx: Ctx, name: string): string | null {
  return ctx.body.get(name) ?? ctx.query.get(name);
}

/**
 * WordPress's `wp_is_mobile()`: a phone or tablet by its client hint or user agent. YITH renders the wishlist's
 * mobile template for such a request, so a phone gets the right template in the page itself.
 */
export function isMobileRequest(ctx: Ctx): boolean {
  if (ctx.req.headers['sec-ch-ua-mobile'] === '?1') return true;
  const agent = ctx.req.headers['user-agent'] ?? '';
  return ['Mobile', 'Android', 'Silk/', 'Kindle', 'BlackBerry', 'Opera Mini', 'Opera Mobi'].some((mark) => agent.includes(mark));
}

export function absoluteUrl(ctx: Ctx, path: string): string {
  return ctx.origin + path;
}

export const CART_PATH = '/cart/';
export const CHECKOUT_PATH = '/checkout/';
export const SHOP_PATH = '/shop/';
export const productPath = (slug: string): string => `/product/${slug}/`;
export const categoryPath = (slug: string): string => `/product-category/${slug}/`;
