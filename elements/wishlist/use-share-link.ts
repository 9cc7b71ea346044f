import { announce } from '../../core/dom/announcer.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { copyText } from './copy-text.ts';

export interface ShareTexts {
  copied: string;
  /** Said when neither way of copying worked; the link is left selected in its field. */
  copyFailed: string;
}

/**
 * YITH's "Copy" control (`.copy-trigger`) copies the share link from its field (`.copy-target`, or the
 * control's `data-copy-target` URL), and the result is announced.
 */
export function useShareLink(host: HTMLElement, texts: ShareTexts): void {
  useDomEvent(host, 'click', (event: MouseEvent) => {
    const trigger = (event.target as Element).closest<HTMLElement>('.copy-trigger');
    if (!trigger) return;
    event.preventDefault();
    const field = trigger.closest('.yith-wcwl-share, .wishlist-share, form')?.querySelector<HTMLInputElement>('input.copy-target') ?? null;
    const link = field?.value ?? trigger.dataset.copyTarget ?? '';
    if (!link) return;
    void copyText(link, field).then((copied) => {
      if (!copied) field?.select();
      void announce(copied ? texts.copied : texts.copyFailed);
    });
  });
}
