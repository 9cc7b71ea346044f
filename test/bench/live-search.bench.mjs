// Live search: main-thread time from the keystroke that completes a query to the rendered suggestion list,
// for 10 and 50 suggestions. The search action is answered instantly by the browser's route with rows shaped
// like the demo's own answer (name, URL, image, price HTML), each name containing the query so every row is
// highlighted; the typing pause is set to 0 because it is a wait, not work. Busy time is Chromium's
// TaskDuration (CDP Performance metrics) over the interaction, so the network never counts.
import { MAIN_THREAD_METRICS, mainThreadMeter, median } from './main-thread.mjs';

const ROUNDS = 30;
/** Target: a keystroke's script, style and layout fit in one 60 Hz frame, even with 50 suggestions. */
const TARGET_MS = 16;
const SIZES = [10, 50];

/**
 * Runs in the page: resolves once the list for the next query is committed, styled and laid out, its
 * in-view thumbnails included.
 */
function armListWait() {
  const task = () => new Promise((next) => setTimeout(next));
  window.listShown = new Promise((resolve) => {
    let started = 0;
    const input = document.querySelector('#masthead shop-live-search input[name="s"]');
    input.addEventListener('keydown', () => (started = performance.now()), { once: true, capture: true });
    document.body.addEventListener(
      'shop-live-search-suggested',
      async () => {
        await task();
        await task();
        // The thumbnails of the rows in view are set once the list has been laid out and seen to be in view.
        const list = document.querySelector('#masthead [role="listbox"]');
        for (let frame = 0; frame < 10 && !list.querySelector('img'); frame++) {
          await new Promise((next) => requestAnimationFrame(next));
          await task();
        }
        await task();
        void document.body.offsetHeight;
        resolve({
          elapsed: performance.now() - started,
          rows: list.querySelectorAll('[role="option"]').length,
          images: list.querySelectorAll('img').length,
        });
      },
      { once: true },
    );
  });
}

/** A query the cache has not seen: two letters from the round, the third typed. */
const prefixFor = (round) => String.fromCharCode(97 + (round % 26)) + String.fromCharCode(97 + Math.floor(round / 26));

async function measure(browser, demoUrl, size, template) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/action=shop_ajax_search_products/, (route) => {
    const query = new URL(route.request().url()).searchParams.get('query');
    const suggestions = Array.from({ length: size }, (_, i) => ({
      ...template[i % template.length],
      id: 1000 + i,
      value: `${template[i % template.length].value} ${query} ${i + 1}`,
    }));
    return route.fulfill({ body: JSON.stringify({ suggestions }), contentType: 'application/json; charset=UTF-8' });
  });
  await page.goto(`${demoUrl}/`, { waitUntil: 'networkidle' });
  const input = page.locator('#masthead shop-live-search input[name="s"]');
  await input.focus();
  await page.evaluate(async () => {
    await customElements.whenDefined('shop-live-search');
    document.querySelector('#masthead shop-live-search').setAttribute('debounce', '0');
  });
  const metrics = await mainThreadMeter(context, page);
  const samples = MAIN_THREAD_METRICS.map(() => []);
  const wall = [];
  let rows = 0;
  let images = 0;
  for (let round = 0; round < ROUNDS + 2; round++) {
    // Two characters: below the minimum, so the list closes and nothing is sent.
    await input.fill(prefixFor(round));
    await page.evaluate(armListWait);
    const before = await metrics();
    await page.keyboard.press('x');
    const shown = await page.evaluate(() => window.listShown);
    const after = await metrics();
    if (round < 2) continue; // Warm-up: DOMPurify's first load, JIT.
    after.forEach((value, i) => samples[i].push(value - before[i]));
    wall.push(shown.elapsed);
    rows = shown.rows;
    images = shown.images;
  }
  await context.close();
  const [busy, script, style, layout] = samples.map(median);
  return { busy, script, style, layout, wall: median(wall), rows, images };
}

export default async function liveSearchBench({ browser, demoUrl }) {
  // The demo's own answer for a broad query: real names, URLs, images and price HTML.
  const answer = await (await fetch(`${demoUrl}/wp-admin/admin-ajax.php?action=shop_ajax_search_products&query=e`)).json();
  const template = answer.suggestions.filter((row) => row.id !== -1);
  const results = [];
  for (const size of SIZES) results.push({ size, ...(await measure(browser, demoUrl, size, template)) });
  const work = (result) => result.script + result.style + result.layout;
  const missed = results.filter((result) => work(result) > TARGET_MS).length;
  return {
    title: `Live search: main-thread ms from the keystroke to the rendered list, server time excluded (median of ${ROUNDS})`,
    columns: [
      'suggestions',
      'rows shown',
      'thumbnails set',
      'main-thread ms',
      'script ms',
      'style ms',
      'layout ms',
      'script+style+layout ms',
      'keystroke→list ms (instant server, no pause)',
    ],
    rows: results.map((result) => [
      result.size,
      result.rows,
      result.images,
      result.busy.toFixed(1),
      result.script.toFixed(1),
      result.style.toFixed(1),
      result.layout.toFixed(1),
      work(result).toFixed(1),
      result.wall.toFixed(1),
    ]),
    notes: [
      'Main-thread ms: Chromium TaskDuration from the key press until React has committed the list and layout is done; it also counts',
      'the renderer tasks of the instant network answer and of the measuring itself, so script + style + layout is the work the keystroke costs.',
      `Target: script + style + layout under ${TARGET_MS} ms (one frame) for 10 and 50 suggestions: ${missed === 0 ? 'met' : `MISSED by ${missed}`}.`,
      'The window ends after the next frame, when the rows in view (and 100 px below) get their thumbnails; the rest wait until scrolled to.',
      'The 300 ms typing pause is left out (it is idle time); with it, the list appears 300 ms later for the same work.',
      'Prices repeat between rounds, as the same products come back while a shopper types; each distinct price HTML is cleaned once per page,',
      'and an answer of 50 prices never seen before costs about 20 ms more script, once.',
    ],
    missed,
  };
}
