import type { Page } from '@playwright/test';

/**
 * The texts of the links under `scope` a shopper can tap: each has a box and is the topmost element at its centre
 * (a link clipped by a collapsed `max-height`, moved off screen or covered is not).
 */
export function reachableLinks(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLAnchorElement>(`${selector} a[href]`)]
        .filter((link) => {
          const box = link.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
          return document.elementFromPoint(x, y)?.closest('a') === link;
        })
        .map((link) => link.textContent?.trim() ?? ''),
    scope,
  );
}
