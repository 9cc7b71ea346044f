import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { clampHeight, reportedHeight } from './embed-height.ts';

declare global {
  interface ShopEventDetailMap {
    /** An embedded page's iframe took a new height (already clamped). */
    'shop-embed-resized': { height: number; iframe: HTMLIFrameElement };
  }
}

export type EmbedProps = HostProps;

/**
 * Embedded pages' iframes sized to their content within 200–1,000 px: from the iframe's `height` attribute at
 * first, then from the height the embedded page posts (WordPress's embed messages, which its own embeds send).
 */
export function Embed({ host }: EmbedProps) {
  const iframes = useMemo(() => [...host.querySelectorAll('iframe')].filter((iframe) => iframe.closest(host.localName) === host), [host]);

  useLayoutEffect(() => {
    const cleanups = iframes.map((iframe) => {
      const printed = Number.parseInt(iframe.getAttribute('height') ?? '', 10);
      if (Number.isFinite(printed)) iframe.height = String(clampHeight(printed));
      // An embed that loaded before this code asks again on "ready"; one still loading asks once it has.
      const ready = (): void => iframe.contentWindow?.postMessage({ message: 'ready', secret: iframe.dataset.secret }, '*');
      ready();
      iframe.addEventListener('load', ready);
      return () => iframe.removeEventListener('load', ready);
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [iframes]);

  useEffect(() => {
    const onMessage = (event: MessageEvent): void => {
      const iframe = iframes.find((candidate) => candidate.contentWindow !== null && candidate.contentWindow === event.source);
      const height = iframe ? reportedHeight(event.data, iframe.dataset.secret) : null;
      if (!iframe || height === null) return;
      revealWordPressEmbed(iframe);
      if (iframe.height === String(height)) return;
      iframe.height = String(height);
      emit(host, 'shop-embed-resized', { height, iframe });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [host, iframes]);

  return null;
}

/**
 * WordPress prints its embeds' iframe clipped out of sight, with a quote linking to the page beside it for
 * when no script runs; once the embed answers, the iframe is shown and the quote hidden.
 */
function revealWordPressEmbed(iframe: HTMLIFrameElement): void {
  if (!iframe.classList.contains('wp-embedded-content')) return;
  iframe.style.removeProperty('position');
  iframe.style.removeProperty('clip');
  const quote = iframe.parentElement?.querySelector<HTMLElement>(':scope > blockquote.wp-embedded-content');
  if (quote) quote.style.display = 'none';
}
