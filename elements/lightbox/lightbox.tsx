import { useEffect, useRef } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useLightboxOpener } from '../../core/lightbox/use-lightbox.ts';
import { imageLinks, itemsFor, linkKind, type LinkKind } from './lightbox-links.ts';
import { lightboxTexts, linkName, type LightboxTextAttributes } from './lightbox-texts.ts';
import { pausePlayingMedia } from '../../core/video/playing-media.ts';
import { useHashLink } from './use-hash-link.ts';

declare global {
  interface ShopEventDetailMap {
    /** The lightbox opened or closed; `index` is the item shown, `kind` what the lightbox holds. */
    'shop-lightbox-toggled': { open: boolean; index: number; kind: 'image' | 'inline' | 'video' };
  }
}

export interface LightboxProps extends HostProps, LightboxTextAttributes {
  /** Width of inline content and videos, px. */
  width?: number;
  /** Height of inline content and videos, px. */
  height?: number;
  /** A URL hash `#{prefix}{n}` opens image n. */
  hashPrefix?: string;
  /** Milliseconds between images while the slideshow plays. */
  slideshowInterval?: number;
}

/** Links inside the element open a lightbox: its `.jpg`/`.jpeg` links as one gallery, `#id` links, video links. */
export function Lightbox(props: LightboxProps) {
  const { host } = props;
  const opener = useLightboxOpener('shop-lightbox', host);
  const latest = useRef(props);
  latest.current = props;

  const open = (link: HTMLAnchorElement, kind: LinkKind): void => {
    const { items, index } = itemsFor(host, link, kind);
    const { width = 500, height = 344, slideshowInterval = 5000 } = latest.current;
    let resumeVideos: (() => void) | undefined;
    opener.open({
      items,
      index,
      texts: lightboxTexts(latest.current, linkName(link)),
      options: { width: `${width}px`, height: `${height}px`, slideshowInterval },
      fallbackUrl: link.href,
      onToggle: (isOpen, shown) => {
        if (kind === 'video' && isOpen) resumeVideos = pausePlayingMedia();
        if (!isOpen) {
          resumeVideos?.();
          restoreUrl();
        }
        emit(host, 'shop-lightbox-toggled', { open: isOpen, index: shown, kind });
      },
    });
  };

  const restoreUrl = useHashLink(props.hashPrefix ?? 'lightbox-', (index) => {
    const link = imageLinks(host)[index];
    if (link) open(link, 'image');
  });

  useDomEvent(host, 'click', (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.closest('shop-lightbox') !== host) return;
    const kind = linkKind(link);
    if (!kind) return;
    event.preventDefault();
    open(link, kind);
  });

  // The links that open a dialog say so, including links a page builder adds later.
  useEffect(() => {
    const marked = new Set<HTMLAnchorElement>();
    const mark = (): void => {
      for (const link of host.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (marked.has(link) || link.closest('shop-lightbox') !== host || !linkKind(link)) continue;
        link.setAttribute('aria-haspopup', 'dialog');
        marked.add(link);
      }
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(host, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      marked.forEach((link) => link.removeAttribute('aria-haspopup'));
    };
  }, [host]);

  useEffect(() => {
    host.toggleAttribute('aria-busy', opener.loading);
  }, [host, opener.loading]);
  return null;
}
