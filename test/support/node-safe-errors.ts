/**
 * chai-dom failures carry DOM nodes as the error's `actual`/`expected`. The runner copies failed tests' errors
 * to Node, and copying a node (with its document and window) takes the browser down, hiding the failure.
 * Importing this keeps the node's markup as text instead.
 */
afterEach(function () {
  const error = this.currentTest?.err as { actual?: unknown; expected?: unknown } | undefined;
  if (!error) return;
  for (const key of ['actual', 'expected'] as const) {
    const value = error[key];
    if (value instanceof Element) error[key] = value.outerHTML.slice(0, 500);
    else if (value instanceof Node) error[key] = String(value.textContent).slice(0, 500);
  }
});
