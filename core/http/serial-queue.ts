/**
 * Runs tasks one at a time in the order they were queued; a failed task does not stop the ones after it.
 * WooCommerce queues cart mutations this way so a fast shopper's clicks reach the server in click order.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  get size(): number {
    return this.waiting;
  }

  enqueue<T>(task: () => Promise<T>): Promise<T> {
    this.waiting++;
    const run = this.tail.then(task, task).finally(() => this.waiting--);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

/** The page's one queue for cart mutations (add, remove, quantity). */
export const cartMutations = new SerialQueue();
