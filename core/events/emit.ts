import type { ShopEventName } from './event-map.ts';

/**
 * Dispatches a typed, bubbling, composed event. Returns false when a listener cancelled a cancelable event
 * (the "before" events where the legacy flow allowed a veto).
 */
export function emit<K extends ShopEventName>(
  target: EventTarget,
  type: K,
  detail: ShopEventDetailMap[K],
  { cancelable = false }: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}
