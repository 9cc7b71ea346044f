import { whenPageReady, type ReadyReason } from './page-loader-timing.ts';

declare global {
  interface ShopEventDetailMap {
    /** The overlay was removed: the page had loaded (`load`) or the longest wait ran out (`maximum`). */
    'shop-page-loader-hidden': { reason: ReadyReason };
  }
}

/**
 * A full-page overlay while the page loads. The stylesheet shows it only once the tag is defined, so without
 * JavaScript (or when the code never arrives) it never appears; this element takes it away again. It renders
 * nothing, so it is a plain custom element the entry defines: React would be fetched before the load for it.
 */
export class PageLoader extends HTMLElement {
  private stopWaiting: (() => void) | undefined;

  connectedCallback(): void {
    // Purely visual: assistive technology reads the page underneath, which is there all along.
    this.setAttribute('aria-hidden', 'true');
    if (this.hidden) return;
    this.stopWaiting = whenPageReady((reason) => {
      this.stopWaiting = undefined;
      this.hidden = true;
      // Dispatched as `emit` does, which the entry does not import: it belongs to the chunk every element shares.
      this.dispatchEvent(new CustomEvent('shop-page-loader-hidden', { detail: { reason }, bubbles: true, composed: true }));
    });
  }

  disconnectedCallback(): void {
    this.stopWaiting?.();
    this.stopWaiting = undefined;
  }
}
