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

export function absoluteUrl(ctx: Ctx, path: string): string {
  return ctx.origin + path;
}

export const CART_PATH = '/cart/';
export const CHECKOUT_PATH = '/checkout/';
export const SHOP_PATH = '/shop/';
export const productPath = (slug: string): string => `/product/${slug}/`;
export const categoryPath = (slug: string): string => `/product-category/${slug}/`;
