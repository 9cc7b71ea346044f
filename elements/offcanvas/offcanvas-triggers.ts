/**
 * The controls that open the panel with id `id`: `data-shop-offcanvas="#id"` (or `"id"`), or `aria-controls="id"`.
 */
export function isTriggerOf(control: Element, id: string): boolean {
  const target = control.getAttribute('data-shop-offcanvas');
  if (target !== null) return target.replace(/^#/, '') === id;
  return control.getAttribute('aria-controls') === id;
}

export const TRIGGER_SELECTOR = '[data-shop-offcanvas], [aria-controls]';

export function triggersOf(id: string): Element[] {
  return id ? [...document.querySelectorAll(TRIGGER_SELECTOR)].filter((control) => isTriggerOf(control, id)) : [];
}
