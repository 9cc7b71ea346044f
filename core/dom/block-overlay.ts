const overlays = new WeakMap<HTMLElement, { overlay: HTMLElement; count: number; position: string }>();

/**
 * WooCommerce's `$(el).block({ message: null, overlayCSS: { background: '#fff', opacity: 0.6 } })`: a white
 * overlay at opacity 0.6 with blockUI's class names, and `aria-busy` for assistive technology.
 * Nested blocks share one overlay; the returned function releases this block once.
 */
export function blockElement(element: HTMLElement): () => void {
  let entry = overlays.get(element);
  if (!entry) {
    const overlay = document.createElement('div');
    overlay.className = 'blockUI blockOverlay';
    overlay.setAttribute('aria-hidden', 'true');
    Object.assign(overlay.style, {
      position: 'absolute',
      inset: '0',
      zIndex: '1000',
      background: '#fff',
      opacity: '0.6',
      cursor: 'wait',
    });
    entry = { overlay, count: 0, position: element.style.position };
    if (getComputedStyle(element).position === 'static') element.style.position = 'relative';
    element.classList.add('processing');
    element.setAttribute('aria-busy', 'true');
    element.append(overlay);
    overlays.set(element, entry);
  }
  entry.count++;
  let released = false;
  return () => {
    if (released || !entry) return;
    released = true;
    if (--entry.count > 0) return;
    entry.overlay.remove();
    element.style.position = entry.position;
    element.classList.remove('processing');
    element.removeAttribute('aria-busy');
    overlays.delete(element);
  };
}
