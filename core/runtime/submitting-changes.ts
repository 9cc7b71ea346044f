/**
 * Submits the form of a select that `selectorOf(host)` names when it changes inside a host whose code is not
 * running: not defined yet, or in its error state (its chunk failed to load, or its render threw). A defined,
 * working element handles the change itself (it listens on the host, so it hears it first).
 */
export function listenForSubmittingChanges(selectorOf: (tag: string) => string | undefined): void {
  document.addEventListener('change', (event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.form) return;
    const host = event
      .composedPath()
      .find(
        (node): node is Element =>
          node instanceof Element && Boolean(selectorOf(node.localName)) && select.matches(selectorOf(node.localName)!),
      );
    if (!host) return;
    const running = customElements.get(host.localName) !== undefined && host.getAttribute('data-state') !== 'error';
    if (!running) select.form.requestSubmit();
  });
}
