import { useCallback, useEffect, useRef, useState } from 'react';
import { followableUrl, navigate } from '../dom/navigate.ts';
import type { LightboxItem, LightboxOptions } from './lightbox-item.ts';
import type { LightboxTexts, OpenLightbox } from './lightbox.ts';

export interface LightboxRequest {
  items: LightboxItem[];
  index: number;
  texts: LightboxTexts;
  options?: LightboxOptions;
  /** Where the shopper goes when the lightbox code cannot load: the link they used. */
  fallbackUrl?: string;
  onChange?: (index: number) => void;
  /** The lightbox opened (`true`) or closed; `index` is the item shown. */
  onToggle: (open: boolean, index: number) => void;
}

export interface LightboxOpener {
  open: (request: LightboxRequest) => void;
  /** True while glightbox is being fetched for the first opening. */
  loading: boolean;
}

/**
 * Opens one lightbox at a time for an element: glightbox and its CSS are imported on the first opening; if they
 * cannot be, the link is followed as without JavaScript. The lightbox closes when the element leaves the page.
 */
export function useLightboxOpener(tag: string, host: HTMLElement): LightboxOpener {
  const current = useRef<OpenLightbox | null>(null);
  const mounted = useRef(false);
  const [loading, setLoading] = useState(false);

  const open = useCallback(
    async ({ items, index, texts, options, fallbackUrl, onChange, onToggle }: LightboxRequest) => {
      if (current.current) return;
      setLoading(true);
      try {
        const { openLightbox } = await import('./lightbox.ts').catch((error: unknown) => {
          // Offline or a failed deploy: the link does what it does without JavaScript.
          console.error(`${tag}: the lightbox could not be loaded`, error);
          const href = followableUrl(fallbackUrl, { sameOrigin: false });
          if (href) navigate(href, 'lightbox-unavailable');
          throw error;
        });
        // Opened meanwhile, or the element left the page while glightbox loaded (React unmounts it in a later
        // task, so the host's connection is what tells).
        if (current.current || !mounted.current || !host.isConnected) return;
        current.current = openLightbox(
          items,
          index,
          texts,
          {
            onChange: (shown) => onChange?.(shown),
            onClose: (shown) => {
              current.current = null;
              onToggle(false, shown);
            },
          },
          options,
        );
        onToggle(true, index);
      } catch {
        // Reported above; the shopper was sent to the link instead.
      } finally {
        setLoading(false);
      }
    },
    [tag, host],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      current.current?.close();
    };
  }, []);

  return { open: (request) => void open(request), loading };
}
