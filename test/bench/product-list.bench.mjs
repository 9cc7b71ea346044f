// Product list: what appending a page of 24 products costs the main thread, with the elements inside the new
// products (add to cart, wishlist, quick view, whichever the demo's cards carry) upgrading. The shop listing
// runs in button mode; each "view more" is answered at once by the browser's route with 24 of the demo's own
// product cards, ten pages in a row. Their groups are loaded first (as a shopper's first interaction would), so
// every appended element upgrades at once. Long tasks come from the page's PerformanceObserver; busy time is
// Chromium's TaskDuration over each append (CDP Performance metrics), from the click to the upgraded page. The
// same pages with the cards' custom elements unwrapped give the list's own cost, so the difference is what the
// upgrade costs (the wall clock from append to commit also counts React's time-sliced waits, so it is shown
// for information).
import { mainThreadMeter, median } from './main-thread.mjs';

const PER_PAGE = 24;
export const PAGES = 10;
/** Targets: no long task (> 50 ms) while a page is appended; on average one 60 Hz frame of work per page. */
const LONG_TASK_MS = 50;
const FRAME_MS = 1000 / 60;

/** A listing page of 24 cards (the demo's own, repeated) whose next link names the following page. */
function listingPage(cards, page) {
  const items = Array.from({ length: PER_PAGE }, (_, i) => cards[i % cards.length]).join('\n');
  const next = page <= PAGES ? `<a class="next page-numbers" href="/shop/page/${page + 1}/">→</a>` : '';
  return `<!DOCTYPE html><html><head><title>Shop – Page ${page}</title></head><body><ul class="products columns-3">${items}</ul><nav class="woocommerce-pagination">${next}</nav></body></html>`;
}

/** Runs in the page: loads the group of every tag in the cards, as a first focus inside each would. */
export async function loadCardElements() {
  const tags = [...new Set([...document.querySelectorAll('ul.products li.product *')].map((node) => node.localName))].filter((tag) =>
    tag.startsWith('shop-'),
  );
  for (const tag of tags) document.querySelector(tag).dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
  await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
  window.longTasks = [];
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({
    type: 'longtask',
  });
  return tags;
}

/** Runs in the page: one "view more", resolved once the page is appended and every new element has committed. */
export async function appendOnePage() {
  const list = document.querySelector('shop-product-list');
  const appended = new Promise((resolve) => list.addEventListener('shop-product-list-appended', resolve, { once: true }));
  const tasksBefore = window.longTasks.length;
  const started = performance.now();
  const more = document.querySelector('.shop-product-list__more');
  if (!more) throw new Error(`no "view more" button after ${list.querySelectorAll('li.product').length} products`);
  more.click();
  await appended;
  const upgradeStarted = performance.now();
  const items = [...list.querySelectorAll('li.product')].slice(-24);
  const elements = items.flatMap((item) => [...item.querySelectorAll('*')].filter((node) => node.localName.startsWith('shop-')));
  await Promise.all(elements.map((element) => element.updateComplete));
  const upgrade = performance.now() - upgradeStarted;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return { elapsed: performance.now() - started, upgrade, elements: elements.length, longTasks: window.longTasks.slice(tasksBefore) };
}

/** The demo shop's product cards, as its listing prints them. */
export async function demoCards(demoUrl) {
  const shop = await (await fetch(`${demoUrl}/shop/`)).text();
  return [...shop.matchAll(/<li class="[^"]*\bproduct\b[^"]*">[\s\S]*?\n<\/li>/g)].map(([card]) => card);
}

/** The shop listing in button mode, its further pages answered at once with `cards`, its list upgraded. */
export async function openButtonListing(browser, demoUrl, cards) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/\/shop\/page\/\d+\//, (route) => {
    if (route.request().resourceType() === 'document') return route.continue();
    const number = Number(/\/page\/(\d+)\//.exec(route.request().url())[1]);
    return route.fulfill({ body: listingPage(cards, number), contentType: 'text/html; charset=UTF-8' });
  });
  await page.goto(`${demoUrl}/shop/?listing=button`, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    await customElements.whenDefined('shop-product-list');
    await document.querySelector('shop-product-list').updateComplete;
  });
  return { context, page };
}

/** Appends the ten pages built from `cards`; per page: busy time and its parts, upgrade time, longest task. */
async function measure(browser, demoUrl, cards) {
  const { context, page } = await openButtonListing(browser, demoUrl, cards);
  const tags = await page.evaluate(loadCardElements);
  const metrics = await mainThreadMeter(context, page);
  const rounds = [];
  for (let round = 0; round < PAGES; round++) {
    const before = await metrics();
    const result = await page.evaluate(appendOnePage);
    const after = await metrics();
    rounds.push({ ...result, parts: after.map((value, i) => value - before[i]), longest: Math.max(0, ...result.longTasks) });
  }
  await context.close();
  return { tags, rounds };
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const fixed = (value) => value.toFixed(1);

export default async function productListBench({ browser, demoUrl }) {
  const cards = await demoCards(demoUrl);
  // The same cards with their custom elements unwrapped: what the list itself costs, without any upgrade.
  const plainCards = cards.map((card) => card.replace(/<\/?shop-[a-z-]+[^>]*>/g, ''));
  const withElements = await measure(browser, demoUrl, cards);
  const plain = await measure(browser, demoUrl, plainCards);
  const elements = withElements.rounds.reduce((sum, round) => sum + round.elements, 0);
  const worstTask = Math.max(...withElements.rounds.map((round) => round.longest));
  const upgrades = withElements.rounds.map((round) => round.upgrade);
  // The upgrade's cost: the script, style and layout time the cards' elements add to an appended page.
  const work = ({ rounds }) => mean(rounds.map(({ parts: [, script, style, layout] }) => script + style + layout));
  const upgradeCost = work(withElements) - work(plain);
  const missed = (worstTask > LONG_TASK_MS ? 1 : 0) + (upgradeCost > FRAME_MS ? 1 : 0);
  const busyRow = (label, { rounds }) => {
    const [task, script, style, layout] = [0, 1, 2, 3].map((i) => mean(rounds.map((round) => round.parts[i])));
    const busy = rounds.map((round) => round.parts[0]);
    return [
      label,
      fixed(task),
      `${fixed(median(busy))} / ${fixed(Math.max(...busy))}`,
      `${fixed(script)} / ${fixed(style)} / ${fixed(layout)}`,
      '—',
      '',
    ];
  };
  return {
    title: `Product list: appending ${PAGES} pages of ${PER_PAGE} products, their elements upgrading (${withElements.tags.join(', ')}; ${elements} in all)`,
    columns: ['per appended page', 'average', 'median / worst', 'script / style / layout', 'target', ''],
    rows: [
      ['longest task, ms', '—', `— / ${fixed(worstTask)}`, '—', `≤ ${LONG_TASK_MS}`, worstTask > LONG_TASK_MS ? 'missed' : 'met'],
      [
        'upgrade cost: script + style + layout the elements add, ms',
        fixed(upgradeCost),
        '—',
        '—',
        `≤ ${fixed(FRAME_MS)}`,
        upgradeCost > FRAME_MS ? 'missed' : 'met',
      ],
      [
        'appended → every new element committed (wall clock), ms',
        fixed(mean(upgrades)),
        `${fixed(median(upgrades))} / ${fixed(Math.max(...upgrades))}`,
        '—',
        '—',
        '',
      ],
      busyRow('main-thread busy, click → upgraded, ms', withElements),
      busyRow('the same without custom elements in the cards, ms', plain),
    ],
    missed,
  };
}
