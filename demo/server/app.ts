// createDemoServer: wires request parsing, routing, fault injection and the session/cart cookies.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { hasData, loadSession, persistSession, SESSION_COOKIE } from './cart/session.ts';
import { cartHash } from './cart/totals.ts';
import type { Ctx, ServerConfig } from './context.ts';
import { parseFaults, requestFaults, withFaults } from './faults.ts';
import { parseCookies, parseForm, readBody } from './http/body.ts';
import { cookieHeader, textReply } from './http/reply.ts';
import type { Reply } from './http/reply.ts';
import { negotiate } from './http/transport.ts';
import { resolveAccountForms } from './routes/account-forms.ts';
import { resolveAnalytics } from './routes/analytics.ts';
import { resolveAjax } from './routes/ajax.ts';
import { resolveForms } from './routes/forms.ts';
import { resolveMaps } from './routes/map.ts';
import { resolvePages } from './routes/pages.ts';
import { resolveProvider } from './routes/provider.ts';
import { resolveReviews } from './routes/reviews.ts';
import type { Resolver, Route } from './routes/route.ts';
import { resolveStatic } from './routes/static.ts';
import { resolveTestHooks } from './routes/test-hooks.ts';
import { resolveVideo } from './routes/video.ts';
import { resolveWishlist } from './routes/wishlist.ts';
import { stripWrappedTags } from './auto-mode.ts';
import { readSettings, type DemoBuild } from './settings.ts';

export interface DemoServerOptions {
  port?: number;
  faults?: string;
  distDir: string;
  stylesDir: string;
  rootDir: string;
  /** The library build pages load by default (`react` unless told). */
  build?: DemoBuild;
}

export interface DemoServer {
  url: string;
  close(): Promise<void>;
}

const RESOLVERS: Resolver[] = [
  resolveStatic,
  resolveTestHooks,
  resolveAnalytics,
  resolveWishlist,
  resolveVideo,
  resolveMaps,
  resolveAjax,
  resolveProvider,
  resolveReviews,
  resolveForms,
  resolveAccountForms,
  resolvePages,
];

/** WooCommerce's cart cookies: set when they change, expired when the cart empties (docs/woocommerce-protocol.md#cookies-and-the-cart-hash). */
function cartCookies(ctx: Ctx, known: boolean): string[] {
  const cookies: string[] = [];
  const hash = cartHash(ctx.session.cart);
  if (ctx.session.cart.length > 0) {
    if (ctx.cookies['woocommerce_items_in_cart'] !== '1') cookies.push(cookieHeader('woocommerce_items_in_cart', '1'));
    if (ctx.cookies['woocommerce_cart_hash'] !== hash) cookies.push(cookieHeader('woocommerce_cart_hash', hash));
  } else {
    for (const name of ['woocommerce_items_in_cart', 'woocommerce_cart_hash'])
      if (ctx.cookies[name] !== undefined) cookies.push(cookieHeader(name, '', { expired: true }));
  }
  if (!known && hasData(ctx.session)) {
    const { value, maxAge } = persistSession(ctx.session);
    cookies.push(cookieHeader(SESSION_COOKIE, value, { httpOnly: true, maxAge }));
  }
  return cookies;
}

async function buildContext(req: IncomingMessage, config: ServerConfig): Promise<{ ctx: Ctx; known: boolean; settingsCookie?: string }> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const cookies = parseCookies(req.headers.cookie);
  const method = req.method ?? 'GET';
  const body = method === 'POST' ? parseForm(req.headers['content-type'], await readBody(req)) : new URLSearchParams();
  const { session, known } = loadSession(cookies);
  const { settings, cookie } = readSettings(url.searchParams, cookies, config.build);
  const ctx: Ctx = {
    req,
    method,
    url,
    path: url.pathname,
    query: url.searchParams,
    body,
    cookies,
    origin: url.origin,
    session,
    settings,
    faults: requestFaults(config.faults, req, cookies),
    config,
  };
  return { ctx, known, settingsCookie: cookie };
}

function write(res: ServerResponse, reply: Reply, cookies: string[], head: boolean): void {
  const setCookie = [...(reply.cookies ?? []), ...cookies];
  res.writeHead(reply.status, { ...reply.headers, ...(setCookie.length ? { 'Set-Cookie': setCookie } : {}) });
  res.end(head ? undefined : reply.body);
}

async function handle(req: IncomingMessage, res: ServerResponse, config: ServerConfig): Promise<void> {
  const { ctx, known, settingsCookie } = await buildContext(req, config);
  const route: Route = RESOLVERS.reduce<Route | undefined>((found, resolve) => found ?? resolve(ctx), undefined) ?? {
    handle: () => textReply('Not found', 404),
  };
  const reply = await withFaults(ctx.faults, route.endpoint, req, () => route.handle(ctx));
  if (!reply || res.destroyed) return;
  if (ctx.settings.auto && typeof reply.body === 'string' && /html|json/.test(reply.headers['Content-Type'] ?? ''))
    reply.body = stripWrappedTags(reply.body);
  const cookies = [...cartCookies(ctx, known), ...(settingsCookie ? [settingsCookie] : [])];
  const negotiated = await negotiate(reply, req.headers);
  if (res.destroyed) return;
  write(res, negotiated, cookies, ctx.method === 'HEAD');
}

export function createDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const config: ServerConfig = {
    distDir: options.distDir,
    build: options.build ?? 'react',
    stylesDir: options.stylesDir,
    rootDir: options.rootDir,
    publicDir: join(options.rootDir, 'demo', 'public'),
    faults: parseFaults(options.faults),
  };
  const server = createServer((req, res) => {
    handle(req, res, config).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) write(res, textReply('Internal Server Error', 500), [], false);
      else res.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${port}/`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Hung `timeout` faults and keep-alive sockets would otherwise hold close() open.
            server.closeAllConnections();
          }),
      });
    });
  });
}
