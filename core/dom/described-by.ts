/**
 * Adds ids to an element's `aria-describedby`, keeping the ones the server printed; the returned function takes
 * back only what was added.
 */
export function addDescribedBy(element: Element, ids: string[]): () => void {
  const current = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const added = ids.filter((id) => !current.includes(id));
  if (added.length === 0) return () => undefined;
  element.setAttribute('aria-describedby', [...current, ...added].join(' '));
  return () => {
    const left = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && !added.includes(id));
    if (left.length > 0) element.setAttribute('aria-describedby', left.join(' '));
    else element.removeAttribute('aria-describedby');
  };
}
