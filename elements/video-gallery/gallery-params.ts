import { wooParams } from '../../core/config/params.ts';
import { readParams } from '../../core/config/read-params.ts';

/**
 * The gallery plugin's localized global (`_EPYT_`), as its legacy script reads it: the admin-ajax URL, the
 * security token sent with each page request, and how far above the player a chosen thumbnail scrolls to.
 */
export const galleryParams = () =>
  readParams('_EPYT_', {
    ajaxurl: String(wooParams().ajax_url),
    security: '',
    gallery_scrolloffset: 20 as number | string,
    i18n_page_error: 'Sorry, there was an error loading the next page.',
  });

/** The admin-ajax action of the gallery plugin that answers one page of thumbnails. */
export const GALLERY_PAGE_ACTION = 'my_embedplus_gallery_page';
