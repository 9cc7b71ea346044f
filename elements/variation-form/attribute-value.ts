import { decodeEntities } from '../../core/dom/decode-entities.ts';

/**
 * The form in which two attribute values are compared. WooCommerce compares raw strings in one place and
 * entity-decoded text in another, so `Salt &amp; Pepper`, `Salt & Pepper` and a `½` stored as `&frac12;` or
 * in decomposed Unicode failed to match (docs/woocommerce-protocol.md#attribute-values-with-special-characters). Both sides are decoded and NFC-normalised;
 * `+` and `%20` are never URL-decoded, so they stay literal.
 */
export function canonicalValue(value: string): string {
  return decodeEntities(value).normalize('NFC');
}
