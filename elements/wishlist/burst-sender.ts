/**
 * Holds a value per key until the shopper has paused for `delay` ms, then sends only the last one: a burst of
 * quantity steps on one row is one request carrying the final quantity. Each key has its own pause, so two
 * rows changed one after the other each send their own value.
 */
export function burstSender<Value>(delay: number, send: (key: string, value: Value) => void) {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    schedule(key: string, value: Value): void {
      clearTimeout(pending.get(key));
      pending.set(
        key,
        setTimeout(() => {
          pending.delete(key);
          send(key, value);
        }, delay),
      );
    },
    /** Drops every value still waiting (the element left the page). */
    cancel(): void {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    },
  };
}
