import { useLayoutEffect } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { whenPageReady } from './page-loader-timing.ts';

declare global {
  interface ShopEventDetailMap {
    /** The overlay was removed: the page had loaded (`load`) or the longest wait ran out (`maximum`). */
    'shop-page-loader-hidden': { reason: 'load' | 'maximum' };
  }
}

export type PageLoaderProps = HostProps;

/**
 * A full-page overlay while the page loads. The stylesheet shows it only once the tag is defined, so without
 * JavaScript (or when the code never arrives) it never appears; this component takes it away again.
 */
export function PageLoader({ host }: PageLoaderProps) {
  useLayoutEffect(() => {
    // Purely visual: assistive technology reads the page underneath, which is there all along.
    host.setAttribute('aria-hidden', 'true');
    if (host.hidden) return;
    return whenPageReady((reason) => {
      host.hidden = true;
      emit(host, 'shop-page-loader-hidden', { reason });
    });
  }, [host]);
  return null;
}
