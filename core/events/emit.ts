import { DEPRECATED_EVENT_NAMES } from './deprecated-event-names.ts';
import type { ShopEventName } from './event-map.ts';

/**
 * Dispatches a typed, bubbling, composed event, then its deprecated name if it has one. Returns false when a
 * listener cancelled a cancelable event (the "before" events, where the legacy flow allowed a veto) under
 * either name.
 */
export function emit<K extends ShopEventName>(
  target: EventTarget,
  type: K,
  detail: ShopEventDetailMap[K],
  { cancelable = false }: { cancelable?: boolean } = {},
): boolean {
  const dispatch = (name: string): boolean =>
    target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
  const allowed = dispatch(type);
  const deprecated = DEPRECATED_EVENT_NAMES[type];
  return (deprecated === undefined || dispatch(deprecated)) && allowed;
}
