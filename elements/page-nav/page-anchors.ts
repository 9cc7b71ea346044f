/** One scroll-to anchor of the page: where a section starts, and how the navigation names it. */
export interface PageAnchor {
  /** The marker element, placed where the section starts; the scroll target. */
  target: HTMLElement;
  /** Its link, `#name`, as the page's menu links write it. */
  link: string;
  title: string;
  /** Whether the bullet navigation lists it (`data-bullet="true"`). */
  bullet: boolean;
}

/** The theme's scroll-to anchors: `.scroll-to` markers with `data-link="#name"`, `data-title` and `data-bullet`. */
export const ANCHOR_SELECTOR = '.scroll-to[data-link^="#"]';

/** The page's anchors in document order; a marker without a usable link or title is skipped. */
export function readPageAnchors(root: ParentNode = document): PageAnchor[] {
  return [...root.querySelectorAll<HTMLElement>(ANCHOR_SELECTOR)].flatMap((target) => {
    const link = target.dataset.link!;
    const title = target.dataset.title?.trim() ?? '';
    return link.length > 1 && title ? [{ target, link, title, bullet: target.dataset.bullet === 'true' }] : [];
  });
}

/** The anchor a link goes to, when it is a link to one of them on this very page. */
export function anchorOfLink(link: HTMLAnchorElement, anchors: readonly PageAnchor[]): PageAnchor | undefined {
  if (!link.hash || link.origin !== location.origin || link.pathname !== location.pathname || link.search !== location.search)
    return undefined;
  return anchors.find((anchor) => anchor.link === link.hash);
}
