import { isOnHost } from './player-url.ts';

/** Where a held picture keeps its address until the shopper consents to the video host. */
const HELD_SOURCE = 'data-shop-consent-src';
const HELD_SET = 'data-shop-consent-srcset';

/**
 * Keeps the browser from fetching pictures served by the video host in markup the page did not print itself
 * (a gallery page loaded later): their `src`/`srcset` move to data attributes until `releaseHostImages`.
 */
export function holdHostImages(root: ParentNode, scopes: readonly string[]): void {
  for (const image of root.querySelectorAll('img')) {
    const source = image.getAttribute('src') ?? '';
    const set = image.getAttribute('srcset') ?? '';
    const fromHost =
      isOnHost(source, scopes) || set.split(',').some((candidate) => isOnHost(candidate.trim().split(/\s+/)[0] ?? '', scopes));
    if (!fromHost) continue;
    if (source) image.setAttribute(HELD_SOURCE, source);
    if (set) image.setAttribute(HELD_SET, set);
    image.removeAttribute('src');
    image.removeAttribute('srcset');
  }
}

/** Gives held pictures their addresses back, once the shopper has consented. */
export function releaseHostImages(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${HELD_SOURCE}], img[${HELD_SET}]`)) {
    const set = image.getAttribute(HELD_SET);
    if (set) image.setAttribute('srcset', set);
    image.setAttribute('src', image.getAttribute(HELD_SOURCE) ?? '');
    image.removeAttribute(HELD_SOURCE);
    image.removeAttribute(HELD_SET);
  }
}
