/**
 * The jQuery side of the event contract. jQuery `trigger` never reaches `addEventListener` listeners and a
 * native dispatch loses the extra arguments, so legacy events go through jQuery (when the page has it) with
 * their legacy arguments, and native events use different (`shop-…`) names: no handler runs twice.
 */
interface JQueryEvent {
  originalEvent?: Event;
}
interface JQueryCollection {
  trigger(name: string, args?: unknown[]): JQueryCollection;
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, handler: (event: JQueryEvent, ...args: unknown[]) => unknown): JQueryCollection;
  off(name: string, handler: (event: JQueryEvent, ...args: unknown[]) => unknown): JQueryCollection;
}
type JQueryStatic = (target: EventTarget) => JQueryCollection;

declare global {
  interface Window {
    jQuery?: JQueryStatic;
  }
}

const jquery = (): JQueryStatic | undefined => (typeof window === 'undefined' ? undefined : window.jQuery);

/** Legacy listeners expect jQuery-wrapped elements (YITH calls `$button.closest(…)`). */
export function legacyWrap(element: Element): unknown {
  const $ = jquery();
  return $ ? $(element) : element;
}

/** `jQuery(target).trigger(name, args)` when jQuery is on the page; nothing otherwise. */
export function triggerLegacy(name: string, args: unknown[] = [], target: EventTarget = document.body): void {
  jquery()?.(target).trigger(name, args);
}

/**
 * `triggerHandler` for the legacy veto hooks (`should_send_ajax_request.adding_to_cart`): false from any
 * handler means "do not send".
 */
export function legacyAllows(name: string, args: unknown[] = [], target: EventTarget = document.body): boolean {
  return jquery()?.(target).triggerHandler(name, args) !== false;
}

/**
 * `triggerHandler` for the legacy filter hooks (YITH's `yith_wcwl_add_to_wishlist_data`): a handler's returned
 * object replaces `value`; anything else keeps it.
 */
export function legacyFilter<T extends object>(name: string, args: unknown[], value: T, target: EventTarget = document): T {
  const returned = jquery()?.(target).triggerHandler(name, args);
  return typeof returned === 'object' && returned !== null ? (returned as T) : value;
}

/**
 * Honours a legacy trigger event (`wc_fragment_refresh`, `reload_product_variations`, …) whether it comes
 * from jQuery or from a native dispatch, running the handler once either way.
 */
export function onLegacy(name: string, handler: (...args: unknown[]) => void, target: EventTarget = document.body): () => void {
  const native = (): void => handler();
  target.addEventListener(name, native);
  const $ = jquery();
  // A native dispatch also reaches jQuery handlers (with originalEvent set); the native listener has it.
  const viaJquery = (event: JQueryEvent, ...args: unknown[]): void => {
    if (!event.originalEvent) handler(...args);
  };
  $?.(target).on(name, viaJquery);
  return () => {
    target.removeEventListener(name, native);
    $?.(target).off(name, viaJquery);
  };
}
