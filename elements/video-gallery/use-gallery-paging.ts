import { useCallback, useRef } from 'react';
import { announce } from '../../core/dom/announcer.ts';
import { emit } from '../../core/events/emit.ts';
import { isAbort } from '../../core/http/request-errors.ts';
import { videoTexts } from '../../core/video/video-texts.ts';
import { fillText } from '../../core/format/fill-template.tsx';
import { makeOperable, pageButton, pageCount, pageOptions, showPage, thumbsOf, type Direction } from './gallery-markup.ts';
import { loadGalleryPage } from './gallery-page.ts';
import { galleryParams } from './gallery-params.ts';

declare global {
  interface ShopEventDetailMap {
    /** A page of the video gallery replaced the thumbnails. */
    'shop-video-gallery-paged': { page: number; direction: 'next' | 'prev' };
    /** A page of the video gallery could not be loaded; the thumbnails stay as they were. */
    'shop-video-gallery-page-failed': { direction: 'next' | 'prev'; error: unknown };
  }
}

/**
 * Paging through the gallery: the page the paging button's options name is fetched and replaces the list, the
 * counter goes up on next and down on previous, and a failure is an alert that leaves the gallery as it was.
 * `prepare` sees each page before it is shown (to hold back the video host's pictures). Resolves whether the
 * page was shown.
 */
export function useGalleryPaging(
  host: HTMLElement,
  list: HTMLElement | null,
  prepare: (page: DocumentFragment) => void,
): (direction: Direction) => Promise<boolean> {
  const loading = useRef(false);
  const latestPrepare = useRef(prepare);
  latestPrepare.current = prepare;

  return useCallback(
    async (direction) => {
      const button = list && pageButton(list, direction);
      if (!list || !button || loading.current) return false;
      loading.current = true;
      list.setAttribute('aria-busy', 'true');
      try {
        const fragment = await loadGalleryPage(pageOptions(button));
        const { page, total } = pageCount(list);
        const shown = Math.max(1, page + (direction === 'next' ? 1 : -1));
        const hadFocus = list.contains(document.activeElement);
        latestPrepare.current(fragment);
        list.replaceChildren(fragment);
        showPage(list, shown);
        makeOperable(list);
        // The control the shopper used was replaced: the same control of the new page takes the focus.
        if (hadFocus)
          (pageButton(list, direction) ?? pageButton(list, direction === 'next' ? 'prev' : 'next') ?? thumbsOf(list)[0])?.focus();
        const texts = videoTexts();
        void announce(fillText(texts.i18n_page_status, { page: String(shown), total: String(total ?? shown) }));
        emit(host, 'shop-video-gallery-paged', { page: shown, direction });
        return true;
      } catch (error) {
        if (!isAbort(error)) {
          window.alert(galleryParams().i18n_page_error);
          emit(host, 'shop-video-gallery-page-failed', { direction, error });
        }
        return false;
      } finally {
        loading.current = false;
        list.removeAttribute('aria-busy');
      }
    },
    [host, list],
  );
}
