import { escapeHtml } from '../../core/format/escape-html.ts';
import { loadedSanitizer, loadSanitizer, type Sanitizer } from '../../core/dom/sanitize.ts';
import { slide } from '../../core/dom/slide.ts';
import type { Variation } from './variation-types.ts';

const VARIATION_TEMPLATE = `<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>`;

/** The variation panel slides in and out over 200 ms, as WooCommerce's does. */
const SLIDE_DURATION = 200;

/**
 * Fills a `wp.template` the way the legacy script's fast path does: `{{{ data.variation.key }}}` inserts the
 * value as HTML, `{{ … }}` as escaped text (WooCommerce URL-escaped it there, a quirk not kept). The result
 * goes through DOMPurify: `price_html`, `availability_html` and descriptions are server HTML of third parties.
 */
export function renderVariationTemplate(template: string, variation: Variation, sanitizer: Sanitizer): DocumentFragment {
  const fields = variation as unknown as Record<string, unknown>;
  const filled = template
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    .replace(/\{\{\{\s*data\.variation\.(\w+)\s*\}\}\}/g, (_, key: string) => String(fields[key] ?? ''))
    .replace(/\{\{\s*data\.variation\.(\w+)\s*\}\}/g, (_, key: string) => escapeHtml(String(fields[key] ?? '')));
  return sanitizer.fragment(filled);
}

/** The `.single_variation` panel: price, availability and description of the chosen variation. */
export class VariationPanel {
  /** The variation the panel should show, and the one its content was rendered for. */
  private shown: Variation | null = null;
  private rendered: Variation | null = null;

  constructor(
    private readonly panel: HTMLElement | null,
    private readonly unavailableText: () => string,
  ) {}

  show(variation: Variation): void {
    if (!this.panel) return;
    const wasShown = this.shown !== null && this.panel.style.display !== 'none';
    this.shown = variation;
    if (loadedSanitizer()) this.fill(wasShown);
    // The first variation shown fetches the sanitizer; a newer choice made meanwhile wins.
    else void loadSanitizer().then(() => this.shown === variation && this.fill(wasShown));
  }

  hide(): void {
    if (!this.panel || this.shown === null) return;
    this.shown = null;
    void slide(this.panel, 'up', SLIDE_DURATION).then(() => {
      if (this.shown !== null) return;
      this.panel?.replaceChildren();
      this.rendered = null;
    });
  }

  private fill(wasShown: boolean): void {
    const { panel, shown } = this;
    if (!panel || !shown) return;
    if (this.rendered !== shown) {
      panel.replaceChildren(renderVariationTemplate(this.template(shown), shown, loadedSanitizer()!));
      this.rendered = shown;
    }
    // WooCommerce slides only when the panel has text; an empty one is just shown.
    if (panel.textContent?.trim() && !wasShown) void slide(panel, 'down', SLIDE_DURATION);
    else panel.style.display = '';
  }

  private template(variation: Variation): string {
    const id = variation.variation_is_visible === false ? 'tmpl-unavailable-variation-template' : 'tmpl-variation-template';
    const printed = document.getElementById(id)?.textContent;
    if (printed) return printed;
    return variation.variation_is_visible === false ? `<p role="alert">${escapeHtml(this.unavailableText())}</p>` : VARIATION_TEMPLATE;
  }
}
