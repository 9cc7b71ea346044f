import type { Config } from 'dompurify';

/**
 * Cleans HTML that is documented as HTML but not trusted as page markup (`price_html`, notices, third-party
 * dialogs): scripts, event handlers and `javascript:` URLs are removed. DOMPurify (12 KB gzip) is fetched the
 * first time something needs cleaning, which on a product page is after the shopper's first choice, so it
 * costs nothing before interaction.
 */
export interface Sanitizer {
  /** `policy` narrows DOMPurify's defaults for content that needs less (see the instalment dialog). */
  html(dirty: string, policy?: Config): string;
  fragment(dirty: string): DocumentFragment;
}

let loading: Promise<Sanitizer> | undefined;
let loaded: Sanitizer | undefined;

export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then(({ default: purify }) => {
    loaded = {
      html: (dirty, policy = {}) => purify.sanitize(dirty, policy),
      fragment: (dirty) => purify.sanitize(dirty, { RETURN_DOM_FRAGMENT: true }),
    };
    return loaded;
  });
  return loading;
}

/** The sanitizer when it has already loaded, so callers can stay synchronous after the first use. */
export function loadedSanitizer(): Sanitizer | undefined {
  return loaded;
}

/**
 * The shop's own page markup fetched to be shown elsewhere (a quick view's product panel, a listing's further
 * products): the library's `shop-…` tags and their attributes are kept, so they upgrade where the markup lands;
 * everything else follows DOMPurify's defaults.
 */
export const SHOP_MARKUP_POLICY: Config = {
  CUSTOM_ELEMENT_HANDLING: { tagNameCheck: /^shop-[a-z-]+$/, attributeNameCheck: /^[a-z][a-z-]*$/, allowCustomizedBuiltInElements: false },
  ADD_ATTR: ['loading', 'decoding', 'fetchpriority'],
};

export async function sanitizeHtml(dirty: string): Promise<string> {
  return (await loadSanitizer()).html(dirty);
}
