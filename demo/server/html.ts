// HTML escaping and PHP-compatible JSON, the two ways values leave this server.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

/** Escapes text for element content and attribute values (WordPress `esc_html`/`esc_attr` with double encoding). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * WordPress `esc_attr`/`esc_html` proper: like escapeHtml but leaves valid entities (`&frac12;`, `&#36;`) alone.
 * Used where WooCommerce prints stored attribute values, so the demo reproduces its real-world quirks.
 */
export function wpEscape(value: string): string {
  return value.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);)|[<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** `wp_json_encode` output: slashes escaped as `\/`, non-ASCII as `\uXXXX`, like PHP's json_encode defaults. */
export function phpJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** Joins class names, dropping empty ones. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
