/**
 * Longest server text shown whole in a one-line place (a suggestion, a row's name). Chromium breaks one long
 * unbreakable word into lines in time that grows with the square of its length under `overflow-wrap` (16 KB of
 * "A" blocked the main thread for seconds, 64 KB for a minute), so such text is cut before it reaches layout.
 */
export const SHOWN_TEXT_LIMIT = 150;

/** The text, or its first `limit` characters (whole code points) and "…" when it is longer. */
export function shortenedText(text: string, limit = SHOWN_TEXT_LIMIT): string {
  if (text.length <= limit) return text;
  const points = Array.from(text.slice(0, limit + 1)).slice(0, limit);
  return `${points.join('').trimEnd()}…`;
}
