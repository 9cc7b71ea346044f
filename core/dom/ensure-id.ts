let counter = 0;

/** A unique id for generated markup that must be referenced by `aria-*` or `for` attributes. */
export function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

/** The element's id, giving it a unique one first when the server printed none. */
export function ensureId(element: Element, prefix: string): string {
  if (!element.id) element.id = uniqueId(prefix);
  return element.id;
}
