/**
 * Stands in for `window.alert`, which WooCommerce's rules use for refused clicks: the messages are recorded in
 * order and the page is never blocked. Call `restore()` after the test.
 */
export function recordAlerts(): { messages: string[]; restore(): void } {
  const original = window.alert;
  const messages: string[] = [];
  window.alert = (message?: unknown) => void messages.push(String(message));
  return { messages, restore: () => (window.alert = original) };
}
