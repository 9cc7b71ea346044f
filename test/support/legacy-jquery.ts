import jQuery from 'jquery';

/**
 * Real jQuery on `window`, as a WooCommerce page has it, so tests see exactly what legacy listeners see:
 * the events triggered on `document.body`, with their extra arguments.
 */
export interface LegacyCall {
  name: string;
  args: unknown[];
}

type JQueryFn = (target: unknown) => {
  on(name: string, handler: (...args: unknown[]) => unknown): unknown;
  off(name?: string): unknown;
  trigger(name: string, args?: unknown[]): unknown;
};

const $ = jQuery as unknown as JQueryFn;

export function installJquery(): JQueryFn {
  (window as unknown as { jQuery: unknown }).jQuery = jQuery;
  return $;
}

export function removeJquery(): void {
  $(document.body).off();
  delete (window as unknown as { jQuery?: unknown }).jQuery;
}

/** Records every listed legacy event triggered on body, in order, with the arguments after the event. */
export function recordLegacyEvents(names: string[]): LegacyCall[] {
  installJquery();
  const calls: LegacyCall[] = [];
  for (const name of names) {
    $(document.body).on(name, (_event: unknown, ...args: unknown[]) => {
      calls.push({ name, args });
    });
  }
  return calls;
}

/** Whether a value is a jQuery collection wrapping `element` (legacy listeners call `.closest()` on it). */
export function isJqueryOf(value: unknown, element: Element): boolean {
  const collection = value as { jquery?: string; get?: (index: number) => unknown } | undefined;
  return Boolean(collection?.jquery) && collection?.get?.(0) === element;
}
