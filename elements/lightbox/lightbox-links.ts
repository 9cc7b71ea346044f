import { followableUrl } from '../../core/dom/navigate.ts';
import type { LightboxItem } from '../../core/lightbox/lightbox-item.ts';

export type LinkKind = LightboxItem['type'];

/** The overlay gallery shows at most this many images: the clicked one and those around it. */
export const MAX_GALLERY_ITEMS = 30;

const IMAGE_PATH = /\.jpe?g$/i;

/** A video host's page for a link to one of its videos (YouTube, Vimeo), else null. */
export function videoEmbedUrl(href: string): string | null {
  const absolute = followableUrl(href, { sameOrigin: false });
  if (!absolute) return null;
  const url = new URL(absolute);
  const host = url.hostname.replace(/^(www|m)\./, '');
  const youtube =
    (host === 'youtube.com' || host === 'youtube-nocookie.com') && url.pathname === '/watch'
      ? url.searchParams.get('v')
      : host === 'youtu.be'
        ? url.pathname.slice(1)
        : null;
  if (youtube && /^[\w-]+$/.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)$/.exec(url.pathname)?.[1] : null;
  return vimeo ? `https://player.vimeo.com/video/${vimeo}` : null;
}

/** What a link opens: a `.jpg`/`.jpeg` image, an element of the page by `#id`, a video, or nothing (null). */
export function linkKind(link: HTMLAnchorElement): LinkKind | null {
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('#')) return href.length > 1 && document.getElementById(decodeURIComponent(href.slice(1))) ? 'inline' : null;
  if (link.protocol !== 'http:' && link.protocol !== 'https:') return null;
  if (IMAGE_PATH.test(link.pathname)) return 'image';
  return videoEmbedUrl(link.href) ? 'video' : null;
}

/** The element's image links, in page order: its gallery (links inside a nested `<shop-lightbox>` are that one's). */
export function imageLinks(host: HTMLElement): HTMLAnchorElement[] {
  return [...host.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (link) => link.closest('shop-lightbox') === host && linkKind(link) === 'image',
  );
}

/** The part of a long gallery the overlay shows: `MAX_GALLERY_ITEMS` around `index`, and `index` within it. */
export function galleryWindow<T>(items: T[], index: number): { items: T[]; index: number } {
  const start = Math.max(0, Math.min(index - Math.floor(MAX_GALLERY_ITEMS / 2), items.length - MAX_GALLERY_ITEMS));
  return { items: items.slice(start, start + MAX_GALLERY_ITEMS), index: index - start };
}

function imageItem(link: HTMLAnchorElement): LightboxItem {
  const image = link.querySelector('img');
  return { type: 'image', src: link.href, alt: image?.alt ?? '', title: link.getAttribute('data-caption') || link.title || '' };
}

/** A copy of the linked element to show: ids dropped (the original stays in the page), shown even if hidden. */
function inlineItem(link: HTMLAnchorElement): LightboxItem {
  const source = document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1)))!;
  const content = source.cloneNode(true) as HTMLElement;
  for (const element of [content, ...content.querySelectorAll('[id]')]) element.removeAttribute('id');
  content.hidden = false;
  content.style.removeProperty('display');
  return { type: 'inline', content, title: '' };
}

/** The lightbox items a click on `link` opens, and which of them to show first. */
export function itemsFor(host: HTMLElement, link: HTMLAnchorElement, kind: LinkKind): { items: LightboxItem[]; index: number } {
  if (kind === 'inline') return { items: [inlineItem(link)], index: 0 };
  if (kind === 'video') return { items: [{ type: 'video', src: videoEmbedUrl(link.href)!, title: link.title || '' }], index: 0 };
  const links = imageLinks(host);
  return galleryWindow(links.map(imageItem), Math.max(0, links.indexOf(link)));
}
