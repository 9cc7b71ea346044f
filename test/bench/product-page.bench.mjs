// Product page payload: the JavaScript a demo product page (every product-page element on it) fetches before
// any interaction, against the budget and against a real WooCommerce 11 + Storefront + YITH Wishlist product
// page; then what the lightbox, the hover zoom and the slider add, and only on first use.
import { readFileSync } from 'node:fs';
import { gzipAsOneFile, recordScripts, totals } from './script-recorder.mjs';

/** As everywhere in this project: 1 KB is 1,000 bytes. */
const KB = 1000;
/** The lean build's target is half the React build's. */
const BUDGETS = { react: { gzip: 100 * KB, requests: 8 }, lean: { gzip: 50 * KB, requests: 8 } };
/** A real WooCommerce 11 product page with Storefront and YITH Wishlist (docs/architecture.md#measurements). */
const WOOCOMMERCE = { gzip: 398 * KB, requests: 39 };
const PRODUCT = '/product/everyday-hoodie/';
const LIBRARIES = { lightbox: /\/chunks\/lightbox-/, zoom: /\/chunks\/Drift-/, slider: /\/chunks\/glider-/ };

const kb = (bytes) => (bytes / KB).toFixed(1);
const libraryBytes = (scripts, pattern) =>
  scripts.filter((script) => pattern.test(script.url)).reduce((sum, script) => sum + script.gzip, 0);

/** What a fetched chunk mostly is, from the build's metafile: a library, an element, or core helpers. */
function chunkLabels(root, build) {
  const metafile = JSON.parse(readFileSync(`${root}${build.metafile}`, 'utf8'));
  const labels = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const inputs = Object.keys(output.inputs).join(' ');
    const element = /^elements\/([\w-]+)(?:\.group\.ts|\/)/.exec(output.entryPoint ?? '')?.[1];
    const renderer = /react-dom/.test(inputs) ? 'React 19' : /node_modules\/preact\//.test(inputs) ? 'Preact 11' : undefined;
    const label = renderer
      ? `${renderer} + jotai + r2wc runtime${/core\//.test(inputs) ? ' + core' : ''}`
      : /dompurify/.test(inputs)
        ? 'DOMPurify'
        : /node_modules\/ky\//.test(inputs)
          ? 'ky HTTP client + core/http'
          : output.entryPoint === 'elements/index.ts'
            ? 'entry (tag registry)'
            : element
              ? `elements: ${element}`
              : 'shared chunks';
    labels.set(file.slice('dist/'.length), label);
  }
  return labels;
}

function breakdown(scripts, labels) {
  const groups = new Map();
  for (const script of scripts) {
    const label = labels.get(new URL(script.url).pathname.replace(/^\/dist\//, '').replace(/^\//, '')) ?? new URL(script.url).pathname;
    const group = groups.get(label) ?? { requests: 0, gzip: 0 };
    group.requests += 1;
    group.gzip += script.gzip;
    groups.set(label, group);
  }
  return [...groups].sort((a, b) => b[1].gzip - a[1].gzip).map(([label, group]) => [label, group.requests, kb(group.gzip)]);
}

async function openPage(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const recorder = recordScripts(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, recorder };
}

export default async function productPage({ browser, demoUrl, root, build }) {
  const budget = BUDGETS[build.name];
  const { page, recorder } = await openPage(browser, `${demoUrl}${PRODUCT}`);
  const tags = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('*')].map((node) => node.localName).filter((name) => name.startsWith('shop-'))),
  ]);
  const initial = await recorder.scripts();
  const before = totals(initial);

  await page.locator('.woocommerce-product-gallery__image > a').first().click();
  await page.getByRole('dialog', { name: 'Product images' }).waitFor();
  await page.waitForLoadState('networkidle');
  const afterLightbox = await recorder.scripts();
  await page.close();

  const slider = await openPage(browser, `${demoUrl}${PRODUCT}?gallery=slider`);
  const sliderInitial = await slider.recorder.scripts();
  const image = slider.page.locator('.woocommerce-product-gallery__image img').first();
  await image.hover({ position: { x: 60, y: 60 } });
  await slider.page.locator('.drift-zoom-pane').first().waitFor({ state: 'attached' });
  await slider.page.waitForLoadState('networkidle');
  const afterZoom = await slider.recorder.scripts();
  await slider.page.close();

  const gzipMet = before.gzip <= budget.gzip;
  const requestsMet = before.requests <= budget.requests;
  const lazyBefore = Object.values(LIBRARIES).some((pattern) => libraryBytes(initial, pattern) > 0);
  const zoomBeforeHover = libraryBytes(sliderInitial, LIBRARIES.zoom) > 0;

  const payload = {
    title: `Product page ${PRODUCT}: JavaScript fetched before any interaction`,
    columns: ['page', 'requests', 'gzip KB', 'raw KB', 'vs WooCommerce (gzip)', 'vs WooCommerce (requests)'],
    rows: [
      [
        'shop-elements (this build)',
        before.requests,
        kb(before.gzip),
        kb(before.raw),
        `${((before.gzip / WOOCOMMERCE.gzip) * 100).toFixed(0)} %`,
        `${((before.requests / WOOCOMMERCE.requests) * 100).toFixed(0)} %`,
      ],
      [
        'the same scripts as one file (request merging only)',
        1,
        kb(gzipAsOneFile(initial)),
        kb(before.raw),
        `${((gzipAsOneFile(initial) / WOOCOMMERCE.gzip) * 100).toFixed(0)} %`,
        `${((1 / WOOCOMMERCE.requests) * 100).toFixed(0)} %`,
      ],
      ['WooCommerce 11 + Storefront + YITH (recorded)', WOOCOMMERCE.requests, kb(WOOCOMMERCE.gzip), '—', '100 %', '100 %'],
      ['target', `≤ ${budget.requests}`, `≤ ${kb(budget.gzip)}`, '—', '—', '—'],
    ],
    notes: [
      `Elements on the page: ${tags.sort().join(', ')}.`,
      `gzip ${gzipMet ? 'met' : `MISSED by ${kb(before.gzip - budget.gzip)} KB`}; requests ${requestsMet ? 'met' : `MISSED by ${before.requests - budget.requests}`}.`,
    ],
    missed: (gzipMet ? 0 : 1) + (requestsMet ? 0 : 1),
  };

  const onUse = {
    title: 'Interaction libraries: loaded only on first use',
    columns: ['library', 'gzip KB before use', 'gzip KB on first use', 'trigger'],
    rows: [
      [
        'glightbox + CSS (lightbox)',
        kb(libraryBytes(initial, LIBRARIES.lightbox)),
        kb(libraryBytes(afterLightbox, LIBRARIES.lightbox)),
        'click on an image',
      ],
      [
        'drift-zoom (hover zoom)',
        kb(libraryBytes(sliderInitial, LIBRARIES.zoom)),
        kb(libraryBytes(afterZoom, LIBRARIES.zoom)),
        'pointer over a zoomable image (slider build)',
      ],
      [
        'glider-js (slider)',
        kb(libraryBytes(initial, LIBRARIES.slider)),
        kb(libraryBytes(sliderInitial, LIBRARIES.slider)),
        'slider build only, on load',
      ],
    ],
    notes: [
      `This shop's build (slider off, zoom off) fetches none of them before use: ${lazyBefore ? 'MISSED' : 'met'}; zoom before hover in the slider build: ${zoomBeforeHover ? 'MISSED' : 'none, met'}.`,
    ],
    missed: (lazyBefore ? 1 : 0) + (zoomBeforeHover ? 1 : 0),
  };
  const parts = {
    title: 'Where the product page bytes go (before any interaction)',
    columns: ['part', 'requests', 'gzip KB'],
    rows: breakdown(initial, chunkLabels(root, build)),
    notes: ['Each part is labelled by what its chunk mostly holds, from the build metafile.'],
  };
  return [payload, parts, onUse];
}
