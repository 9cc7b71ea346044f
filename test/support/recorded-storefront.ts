import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';

/*
 * Pages and stylesheets recorded from a real WooCommerce 11 + Storefront 4.6 store with the plugin off
 * (`../shared/reference/real-storefront/`, beside the repository; its README says what each file is), served to
 * the browser at the store's own URLs, as the store answered them. With the library, the page is what the plugin
 * prints with its defaults (wordpress/includes/enqueue.php): the library's stylesheet where WordPress prints it
 * (before Storefront's WooCommerce stylesheet) and auto mode's module. No script was recorded: every script of
 * the store is left out, which is what the plugin does with the legacy scripts the library replaces.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// `SHOP_SHARED` names another place for the shared folder (a checkout whose `../shared` is elsewhere).
const RECORDINGS = join(process.env['SHOP_SHARED'] ?? join(ROOT, '..', 'shared'), 'reference', 'real-storefront');

/** Store A: WordPress 7.0.4, WooCommerce 11.0.1, Storefront 4.6.2; a menu in `primary` and `handheld`, except the `*-nomenu` pages. */
export const STORE_A = { folder: 'wc1101-storefront462-wp704', origin: 'http://127.0.0.1:8890' } as const;

export type Store = typeof STORE_A;

interface RecordedPage {
  url: string;
}

interface StylesheetManifest {
  files: Record<string, { path: string }>;
}

interface RecordedAnswer {
  status: number;
  content_type: string;
  json: unknown;
}

/** The first recorded answer of a `?wc-ajax=` endpoint (`ajax/<endpoint>….json`). */
function recordedAnswer(folder: string, endpoint: string): RecordedAnswer | undefined {
  const file = readdirSync(join(folder, 'ajax'))
    .sort()
    .find((name) => name.startsWith(endpoint));
  return file ? readJson<{ response: RecordedAnswer }>(join(folder, 'ajax', file)).response : undefined;
}

/** The library's URL folder on the store, as the plugin's zip installs it. */
const LIBRARY_PATH = '/wp-content/plugins/shop-elements/dist/';

function recordings(store: Store): string {
  const folder = join(RECORDINGS, store.folder);
  if (!existsSync(folder))
    throw new Error(
      `The recorded Storefront pages are missing: ${folder} not found. These tests need the shared reference folder ` +
        'beside the repository (../shared/reference/real-storefront/, as CI has it), or SHOP_SHARED naming it.',
    );
  return folder;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** A recorded page's or answer's HTML (`cart-2-items`, `cart-update-post-answer`, …). */
export const recordedHtml = (name: string, store: Store = STORE_A): string => readFileSync(join(recordings(store), `${name}.html`), 'utf8');

/** What the plugin prints around each quantity field (wordpress/includes/quantity-buttons.php; its test checks the same file). */
const QUANTITY_STAND_INS = readJson<{ minus: string; plus: string }>(join(ROOT, 'wordpress/tests/fixtures/quantity-stand-ins.json'));

/** WooCommerce's quantity template with the plugin's hook: the stand-ins before a field the shopper can change. */
const withQuantityStandIns = (html: string): string =>
  html.replace(/(<div class="quantity">)(\s*<label[^>]*>[^<]*<\/label>\s*<input\b[^>]*>)/g, (whole, open: string, field: string) =>
    /\stype="hidden"/.test(field) ? whole : open + QUANTITY_STAND_INS.minus + QUANTITY_STAND_INS.plus + field,
  );

/**
 * The plugin prints `<shop-product-gallery>` around WooCommerce's gallery template
 * (wordpress/includes/gallery-tag.php), whose markup ends where the product summary starts; the recorded stores'
 * params turn the slider on.
 */
const withGalleryTag = (html: string): string =>
  html.replace(
    /(<div class="woocommerce-product-gallery [\s\S]*?)(\s*<div class="summary entry-summary">)/,
    '<shop-product-gallery>$1</shop-product-gallery>$2',
  );

/**
 * The recorded page as the plugin prints it: scripts of the store out, the library's stylesheet, auto mode, the
 * quantity fields' stand-ins and the gallery's tag in; `code: false` leaves the library's module out (the first
 * paint before it).
 */
function withLibrary(html: string, origin: string, code: boolean): string {
  const stylesheet = `<link rel='stylesheet' id='shop-elements-css' href='${origin}${LIBRARY_PATH}shop-elements.css' media='all' />\n`;
  const woocommerceStyle = "<link rel='stylesheet' id='storefront-woocommerce-style-css'";
  if (!html.includes(woocommerceStyle))
    throw new Error('The recorded page has no Storefront WooCommerce stylesheet to print the library before.');
  const module = code ? `<script id="shop-elements-js-module" src="${origin}${LIBRARY_PATH}auto.js" type="module"></script>\n` : '';
  return withGalleryTag(withQuantityStandIns(withoutStoreScripts(html)))
    .replace(woocommerceStyle, stylesheet + woocommerceStyle)
    .replace('</body>', `${module}</body>`);
}

/** No script was recorded: the store's script tags are left out (their inline settings stay). */
const withoutStoreScripts = (html: string): string => html.replace(/<script\b[^>]*\ssrc=[^>]*>\s*<\/script>/g, '');

export interface OpenOptions {
  store?: Store;
  /** The recorded page's name (`shop`, `home-nomenu`, …). */
  name: string;
  /** The build to load as the plugin does (`dist/` or `dist/lean/`); null: the page as the store served it. */
  build: 'react' | 'lean' | null;
  /** With a build: false prints what the plugin prints but the library's module, as the page is before it runs. */
  code?: boolean;
  /** Awaited before a library file is answered (given its path in the build): a test holds a chunk back with it. */
  beforeLibraryFile?: (file: string) => Promise<void>;
  /**
   * The page ends after the first match: what a frame shows when the browser paints with its parser there (it
   * closes what is open, as a paint shows it).
   */
  endAfter?: RegExp;
}

const endingAfter = (html: string, pattern: RegExp | undefined): string => {
  const match = pattern?.exec(html);
  if (pattern && !match) throw new Error(`The recorded page has no ${pattern} to end after.`);
  return match ? html.slice(0, match.index + match[0].length) : html;
};

/**
 * Routes the store's origin to its recordings and opens the page. Requests the recordings cannot answer (images,
 * fonts, other origins) fail, as a blocked request does; the form posts a test looks for are left to its own routes.
 */
export async function openRecordedPage(
  page: Page,
  { store = STORE_A, name, build, code = true, beforeLibraryFile, endAfter }: OpenOptions,
): Promise<void> {
  const folder = recordings(store);
  const recorded = readJson<RecordedPage>(join(folder, `${name}.json`));
  const html = recordedHtml(name, store);
  const stylesheets = new Map(
    Object.entries(readJson<StylesheetManifest>(join(folder, 'css', 'manifest.json')).files).map(([file, { path }]) => [path, file]),
  );
  const dist = join(ROOT, build === 'lean' ? 'dist/lean' : 'dist');
  const pageUrl = new URL(recorded.url, store.origin);

  await page.route(
    (url) => url.origin !== store.origin,
    (route) => route.abort('blockedbyclient'),
  );
  await page.route(`${store.origin}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    const pathAndQuery = url.pathname + url.search;
    if (route.request().method() === 'GET' && url.pathname === pageUrl.pathname && url.search === pageUrl.search)
      return route.fulfill({
        contentType: 'text/html; charset=UTF-8',
        body: endingAfter(build ? withLibrary(html, store.origin, code) : withoutStoreScripts(html), endAfter),
      });
    const stylesheet = stylesheets.get(pathAndQuery);
    if (stylesheet) return route.fulfill({ contentType: 'text/css', body: readFileSync(join(folder, 'css', stylesheet)) });
    if (build && url.pathname.startsWith(LIBRARY_PATH)) {
      const file = join(dist, url.pathname.slice(LIBRARY_PATH.length));
      await beforeLibraryFile?.(url.pathname.slice(LIBRARY_PATH.length));
      if (existsSync(file))
        return route.fulfill({ contentType: file.endsWith('.css') ? 'text/css' : 'text/javascript', body: readFileSync(file) });
    }
    const endpoint = url.searchParams.get('wc-ajax');
    const answer = endpoint ? recordedAnswer(folder, endpoint) : undefined;
    if (answer) return route.fulfill({ status: answer.status, contentType: answer.content_type, body: JSON.stringify(answer.json) });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(pageUrl.href);
}
