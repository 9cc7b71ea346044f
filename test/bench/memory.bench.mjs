// Memory: the shop listing appends ten pages of products (their add-to-cart, wishlist and quick-view elements
// upgraded), then its whole list is removed, as a page builder's preview or a client-side route change would.
// After garbage collection the JS heap must be back within 10% of where it started (the code loaded, the first
// page upgraded): nothing of the removed elements, their listeners or their store subscriptions stays behind.
import { PAGES, appendOnePage, demoCards, loadCardElements, openButtonListing } from './product-list.bench.mjs';

const TOLERANCE = 0.1;

/** The used JS heap after two full collections (the second clears what the first's finalizers freed). */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Runs in the page: removes the list, then waits until the shared root has committed the removals. */
async function removeList() {
  const list = document.querySelector('shop-product-list');
  const elements = [list, ...list.querySelectorAll('*')].filter((node) => node.localName.startsWith('shop-'));
  list.remove();
  await Promise.all(elements.map((element) => element.updateComplete));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return elements.length;
}

const MB = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

export default async function memoryBench({ browser, demoUrl }) {
  const { context, page } = await openButtonListing(browser, demoUrl, await demoCards(demoUrl));
  await page.evaluate(loadCardElements);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const start = await heapAfterGc(cdp);
  for (let round = 0; round < PAGES; round++) await page.evaluate(appendOnePage);
  const products = await page.evaluate(() => document.querySelectorAll('shop-product-list li.product').length);
  const appended = await heapAfterGc(cdp);
  const removed = await page.evaluate(removeList);
  const end = await heapAfterGc(cdp);
  await context.close();
  const growth = (end - start) / start;
  const met = growth <= TOLERANCE;
  return {
    title: `Memory: ${products} products appended in ${PAGES} pages, then the list (${removed} elements) removed; used JS heap after GC`,
    columns: ['moment', 'JS heap', 'against the start', 'target', ''],
    rows: [
      ['start (code loaded, first page upgraded)', MB(start), '—', '—', ''],
      [`after ${PAGES} appended pages`, MB(appended), `${((appended / start - 1) * 100).toFixed(1)}%`, '—', ''],
      ['after the list is removed', MB(end), `${(growth * 100).toFixed(1)}%`, `≤ ${TOLERANCE * 100}%`, met ? 'met' : 'missed'],
    ],
    missed: met ? 0 : 1,
  };
}
