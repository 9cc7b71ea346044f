/**
 * Milliseconds of typing pause before a search is sent. 300 ms lets a word typed at an ordinary pace
 * (150–250 ms between keys) go out as one request, yet answers within a pause the shopper notices as one.
 */
export const DEFAULT_DEBOUNCE = 300;

const warned = new Set<string>();

/** The `debounce` attribute: a number of milliseconds ≥ 0; anything else warns once and falls back. */
export function debounceDelay(attribute: string | undefined): number {
  if (attribute === undefined) return DEFAULT_DEBOUNCE;
  const milliseconds = Number(attribute);
  if (attribute.trim() !== '' && Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  if (!warned.has(attribute)) {
    warned.add(attribute);
    console.warn(
      `<shop-live-search>: debounce="${attribute}" is not allowed (a number of milliseconds, 0 or more); using ${DEFAULT_DEBOUNCE}.`,
    );
  }
  return DEFAULT_DEBOUNCE;
}
