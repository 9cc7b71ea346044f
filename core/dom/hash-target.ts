/** The element of this page a hash (`#id`, percent-encoded or not) names; none for an empty or malformed one. */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
