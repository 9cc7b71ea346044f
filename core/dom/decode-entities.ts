const decoded = new Map<string, string>();
let decoder: HTMLTextAreaElement | undefined;

/**
 * The text an HTML-escaped string stands for (`Salt &amp; Pepper` → `Salt & Pepper`, `&frac12;` → `½`), as
 * WooCommerce's variation script reads it. A textarea's content is parsed as text only, in a document that
 * never runs scripts, so markup in the value stays inert. Results are cached: a product repeats its few
 * attribute values across thousands of variations.
 */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  let text = decoded.get(value);
  if (text === undefined) {
    decoder ??= document.implementation.createHTMLDocument('').createElement('textarea');
    decoder.innerHTML = value;
    text = decoder.value;
    decoded.set(value, text);
  }
  return text;
}
