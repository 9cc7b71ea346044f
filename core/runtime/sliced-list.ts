import { withoutRemoved, type Group } from './portal-groups.ts';

/**
 * A slice of a burst renders for about this long before the browser gets a turn (input, timers, painting):
 * under the 50 ms from which it counts a task as blocking.
 */
const SLICE_MS = 33;

/** Runs `run` in a later task, posted as a message as React's scheduler does (a timer chain is slowed down). */
const inNextTask = (() => {
  const channel = new MessageChannel();
  let queued: () => void = () => {};
  channel.port1.onmessage = () => queued();
  return (run: () => void): void => {
    queued = run;
    channel.port2.postMessage(null);
  };
})();

let nextGroupId = 0;

/**
 * Shows a list that grows in bursts (a page's elements upgrading, a fragment of new ones) without blocking the
 * page: removals are committed at once, additions in slices of about 33 ms with a task between them. The
 * renderer does not slice: `commit` must render what it is given before it returns (`flushSync`), so that each
 * commit's cost is known and the next one sized to what is left of the slice. Additions are committed in
 * groups, so a commit re-renders the new group and the list of groups, not every item shown.
 */
export class SlicedList<T> {
  private groups: readonly Group<T>[] = [];
  private shownCount = 0;
  private wanted: readonly T[] = [];
  private adding = false;
  private stopped = false;
  /** What one item cost to commit last, and how many a commit may take at most (doubling from 1 in a burst). */
  private msPerItem = 0;
  private limit = 1;

  constructor(private readonly commit: (groups: readonly Group<T>[]) => void) {}

  /**
   * Shows `items`, which keep the order they were added in (new ones at the end): what is shown is always the
   * first of them. Call it outside any render (a microtask or a task of its own).
   */
  show(items: readonly T[]): void {
    if (this.stopped) return;
    this.wanted = items;
    const kept = withoutRemoved(this.groups, new Set(items));
    if (kept !== this.groups) this.render(kept);
    if (this.shownCount < items.length && !this.adding) {
      this.adding = true;
      this.limit = 1;
      queueMicrotask(this.addSlice);
    }
  }

  stop(): void {
    this.stopped = true;
  }

  private render(groups: readonly Group<T>[]): void {
    this.groups = groups;
    this.shownCount = groups.reduce((count, group) => count + group.items.length, 0);
    this.commit(groups);
  }

  private readonly addSlice = (): void => {
    const start = performance.now();
    while (!this.stopped && this.shownCount < this.wanted.length) {
      const left = SLICE_MS - (performance.now() - start);
      if (left <= 0) {
        inNextTask(this.addSlice);
        return;
      }
      // Half of what seems to fit: a commit of items dearer than the last ones overruns the slice by little.
      const count = Math.max(1, Math.min(this.limit, Math.floor(left / 2 / this.msPerItem)));
      const items = this.wanted.slice(this.shownCount, this.shownCount + count);
      const before = performance.now();
      this.render([...this.groups, { id: nextGroupId++, items }]);
      this.msPerItem = (performance.now() - before) / items.length;
      this.limit = Math.max(this.limit, count * 2);
    }
    this.adding = false;
  };
}
