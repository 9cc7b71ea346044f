export const STRATEGY_NAMES = ['eager', 'visible', 'idle', 'scroll', 'interaction'] as const;

/**
 * When an element's implementation is fetched: at once (`eager`), when it comes near the viewport (`visible`),
 * once the page has loaded and the main thread is idle (`idle`), on the page's first scroll (`scroll`), or on the
 * shopper's first pointer, focus, key or touch inside it (`interaction`). Whatever the strategy, a shopper acting
 * inside a waiting element loads it.
 */
export type LoadingStrategy = (typeof STRATEGY_NAMES)[number];

const warned = new Set<string>();

/** The element's `loading` attribute when valid; otherwise (with one warning per tag and value) its tag's default. */
export function strategyOf(element: Element, fallback: LoadingStrategy): LoadingStrategy {
  const value = element.getAttribute('loading');
  if (value === null) return fallback;
  if ((STRATEGY_NAMES as readonly string[]).includes(value)) return value as LoadingStrategy;
  const key = `${element.localName}|${value}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(
      `shop-elements: <${element.localName}> loading="${value}" is not one of ${STRATEGY_NAMES.join(', ')}; using "${fallback}".`,
    );
  }
  return fallback;
}
