/**
 * The gallery plugin's markup, which the element reads and keeps: the player box, the list of thumbnails
 * (replaced as a whole by each page the server sends) and, inside the list, the paging buttons carrying the
 * page options as data attributes, and the page counter.
 */
export const PLAYER = '.epyt-video-wrapper';
export const LIST = '.epyt-gallery-list';
export const THUMB = '.epyt-gallery-thumb[data-videoid]';
const PAGE_BUTTON = '.epyt-pagebutton';
const CURRENT_PAGE = '.epyt-current';
const TOTAL_PAGES = '.epyt-totalpages';
const THUMB_TITLE = '.epyt-gallery-title';

export type Direction = 'next' | 'prev';

/** The page options the plugin posts with a page request, read from the paging button's data attributes. */
export type PageOptions = Record<
  'playlistId' | 'pageToken' | 'pageSize' | 'columns' | 'showTitle' | 'showPaging' | 'autonext' | 'thumbplay',
  string
>;

export function pageOptions(button: HTMLElement): PageOptions {
  const data = button.dataset;
  return {
    playlistId: data.playlistid ?? '',
    pageToken: data.pagetoken ?? '',
    pageSize: data.pagesize ?? '',
    columns: data.epcolumns ?? '',
    showTitle: data.showtitle ?? '',
    showPaging: data.showpaging ?? '',
    autonext: data.autonext ?? '',
    thumbplay: data.thumbplay ?? '',
  };
}

/** Autonext is one of the page options the plugin prints on its paging buttons. */
export function autonextOn(list: Element): boolean {
  const button = list.querySelector<HTMLElement>(PAGE_BUTTON);
  return button !== null && pageOptions(button).autonext === '1';
}

/** The list's paging button for `direction`, unless the plugin hid it (no such page). */
export function pageButton(list: Element, direction: Direction): HTMLElement | null {
  const button = list.querySelector<HTMLElement>(`${PAGE_BUTTON}.epyt-${direction}`);
  return button && !button.hidden && !button.classList.contains('hide') && button.dataset.pagetoken ? button : null;
}

export function directionOf(button: Element): Direction | null {
  if (!button.matches(PAGE_BUTTON)) return null;
  return button.classList.contains('epyt-next') ? 'next' : button.classList.contains('epyt-prev') ? 'prev' : null;
}

export const pageButtonOf = (target: Element): HTMLElement | null => target.closest<HTMLElement>(PAGE_BUTTON);

export const thumbsOf = (list: Element): HTMLElement[] => [...list.querySelectorAll<HTMLElement>(THUMB)];

export interface GalleryVideo {
  videoId: string;
  title: string;
}

export function videoOf(thumb: HTMLElement): GalleryVideo {
  const title = thumb.querySelector(THUMB_TITLE)?.textContent ?? thumb.querySelector('img')?.alt ?? '';
  return { videoId: thumb.dataset.videoid ?? '', title: title.trim() };
}

/** The page number the counter shows (1 when there is none), and the number of pages when printed. */
export function pageCount(list: Element): { page: number; total: number | null } {
  const page = Number.parseInt(list.querySelector(CURRENT_PAGE)?.textContent ?? '', 10);
  const total = Number.parseInt(list.querySelector(TOTAL_PAGES)?.textContent ?? '', 10);
  return { page: Number.isFinite(page) ? page : 1, total: Number.isFinite(total) ? total : null };
}

export function showPage(list: Element, page: number): void {
  const counter = list.querySelector(CURRENT_PAGE);
  if (counter) counter.textContent = String(page);
}

/**
 * The plugin prints its thumbnails and paging buttons as plain boxes; each becomes a button for the keyboard
 * and assistive technology (Enter and Space are handled by the element).
 */
export function makeOperable(list: Element): void {
  for (const control of list.querySelectorAll<HTMLElement>(`${THUMB}, ${PAGE_BUTTON}`)) {
    if (control instanceof HTMLButtonElement) continue;
    control.setAttribute('role', 'button');
    control.tabIndex = 0;
  }
}
