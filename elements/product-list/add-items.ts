import type { Sanitizer } from '../../core/dom/sanitize.ts';
import { cleanItem } from './listing-page.ts';

/** Where a page's products go: after the list's last product (a further page) or before its first (an earlier one). */
export type Placement = 'append' | 'prepend';

/**
 * How long one task may spend cleaning and inserting products. The elements inside them upgrade right after
 * the insert, in the same task (a slice of their render), so the two together stay under the 50 ms from which
 * the browser counts a task as blocking input.
 */
const TASK_BUDGET_MS = 8;

type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/** Lets the browser handle input and render; `scheduler.yield` resumes ahead of other queued tasks where it exists. */
const nextTask = (): Promise<void> => (globalThis as Yielding).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Cleans a fetched page's products and puts them in `list`, a few per task (cleaning 24 cards and upgrading
 * their elements at once blocked the page for over 100 ms). Products put before the list's first stay out of
 * sight: the window scrolls by the height they add, so what the shopper sees does not move. Each product is
 * passed to `prepare` before it joins the page. Null when `signal` aborted meanwhile (the rest is dropped).
 */
export async function addItems(
  list: HTMLElement,
  items: Element[],
  placement: Placement,
  sanitizer: Sanitizer,
  signal: AbortSignal,
  prepare: (item: HTMLElement) => void,
): Promise<HTMLElement[] | null> {
  const before = placement === 'prepend' ? list.firstElementChild : null;
  const added: HTMLElement[] = [];
  let index = 0;
  while (index < items.length) {
    await nextTask();
    if (signal.aborted) return null;
    const start = performance.now();
    const chunk: HTMLElement[] = [];
    while (index < items.length && (chunk.length === 0 || performance.now() - start < TASK_BUDGET_MS)) {
      const clean = cleanItem(items[index++]!, sanitizer);
      if (clean) chunk.push(clean);
    }
    chunk.forEach(prepare);
    if (before?.isConnected) insertKeepingPlace(before, chunk);
    else list.append(...chunk);
    added.push(...chunk);
  }
  return added;
}

/** Inserts `items` before `anchor` and scrolls by the height they add, so `anchor` stays where it was on screen. */
function insertKeepingPlace(anchor: Element, items: HTMLElement[]): void {
  const top = anchor.getBoundingClientRect().top;
  anchor.before(...items);
  const moved = anchor.getBoundingClientRect().top - top;
  if (moved !== 0) scrollBy({ top: moved, behavior: 'instant' });
}
