// Memory: the shop listing appends ten pages of products (their add-to-cart, wishlist and quick-view elements
// upgraded), then its whole list is removed, as a page builder's preview or a client-side route change would.
// After garbage collection the JS heap must be back within 10% of where it started (the first page upgraded):
// nothing of the removed elements, their listeners or their store subscriptions stays behind.
// A heap snapshot at the start and at the end tells apart what the target is about from what V8 keeps of the
// code that ran (bytecode and optimized machine code of every function first run or made hot by the appends,
// and the modules loaded on first use, such as the sanitizer of appended pages), and counts the library's
// elements still in memory once the list is gone.
import { PAGES, appendOnePage, demoCards, loadCardElements, openButtonListing } from './product-list.bench.mjs';

const TOLERANCE = 0.1;

/** A heap snapshot (taken after a full collection), parsed: what the list may have left behind. */
async function heapSnapshot(cdp) {
  const chunks = [];
  const collect = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes, strings } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const [types] = snapshot.meta.node_types;
  const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  let code = 0;
  let elements = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    if (types[nodes[node + type]] === 'code') code += nodes[node + size];
    else if (/^(Detached )?<shop-[a-z-]+[\s>]/.test(strings[nodes[node + name]])) elements++;
  }
  return { code, elements };
}

/** The used JS heap after two full collections (the second clears what the first's finalizers freed). */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** The used JS heap after GC, the compiled code in it, and the `shop-…` elements in memory against those in the page. */
async function measureHeap(cdp, page) {
  const used = await heapAfterGc(cdp);
  const { code, elements } = await heapSnapshot(cdp);
  const inPage = await page.evaluate(() => [...document.querySelectorAll('*')].filter((node) => node.localName.startsWith('shop-')).length);
  return { used, code, leftBehind: elements - inPage };
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
const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;

export default async function memoryBench({ browser, demoUrl }) {
  const { context, page } = await openButtonListing(browser, demoUrl, await demoCards(demoUrl));
  await page.evaluate(loadCardElements);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const start = await measureHeap(cdp, page);
  for (let round = 0; round < PAGES; round++) await page.evaluate(appendOnePage);
  const products = await page.evaluate(() => document.querySelectorAll('shop-product-list li.product').length);
  const appended = await heapAfterGc(cdp);
  const removed = await page.evaluate(removeList);
  const end = await measureHeap(cdp, page);
  await context.close();
  const growth = (end.used - start.used) / start.used;
  const met = growth <= TOLERANCE;
  const withoutCode = (end.used - end.code) / (start.used - start.code) - 1;
  return {
    title: `Memory: ${products} products appended in ${PAGES} pages, then the list (${removed} elements) removed; used JS heap after GC`,
    columns: ['moment', 'JS heap', 'against the start', 'target', ''],
    rows: [
      ['start (first page upgraded)', MB(start.used), '—', '—', ''],
      [`after ${PAGES} appended pages`, MB(appended), percent(appended / start.used - 1), '—', ''],
      ['after the list is removed', MB(end.used), percent(growth), `≤ ${TOLERANCE * 100}%`, met ? 'met' : 'missed'],
      ['  of which compiled code (bytecode, machine code)', MB(end.code), `${MB(end.code - start.code)} more`, '—', ''],
      ['  the heap without compiled code', MB(end.used - end.code), percent(withoutCode), '—', ''],
      ['  shop-… elements in memory but not in the page', String(end.leftBehind), '—', '0', end.leftBehind === 0 ? 'met' : 'missed'],
    ],
    notes: [
      'Compiled code: what V8 keeps of the functions the appends ran (and of the modules they loaded on first use); it stays while those functions may run again, it is not the removed elements.',
      'The start holds the first page of the list, the end no list at all: the heap without compiled code may end below the start.',
    ],
    missed: (met ? 0 : 1) + (end.leftBehind === 0 ? 0 : 1),
  };
}
