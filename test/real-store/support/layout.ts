// Layout read from boxes and computed styles, rounded to whole pixels, for facts compared off vs on.
import type { Locator, Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/** Boxes in page coordinates (scroll added), so a box reads the same wherever the page was scrolled. */
export async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return {
        x: Math.round(rect.x + scrollX),
        y: Math.round(rect.y + scrollY),
        width: Math.round(rect.width),
        height: Math.round(rect.height),
      };
    }),
  );
}

export async function box(locator: Locator): Promise<Box | null> {
  return (await locator.count()) ? (await boxes(locator.first()))[0]! : null;
}

/**
 * The texts of the links inside `scope` a shopper can see and tap: a box of at least 1 px, visible by computed
 * style, and the element found at its centre is the link itself (nothing covers it, no clipping hides it).
 */
export async function tappableLinks(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('a[href]')].flatMap((link) => {
        const rect = link.getBoundingClientRect();
        const style = getComputedStyle(link);
        if (rect.width < 1 || rect.height < 1 || style.visibility !== 'visible' || Number(style.opacity) === 0) return [];
        link.scrollIntoView({ block: 'center' });
        const after = link.getBoundingClientRect();
        const hit = document.elementFromPoint(after.x + after.width / 2, after.y + after.height / 2);
        return hit && (hit === link || link.contains(hit)) ? [(link.textContent ?? '').trim()] : [];
      }),
    ),
  );
}

/** A fixed overlay covering most of the viewport with a loaded image in it: what a lightbox shows. */
export async function lightboxShown(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].some((element) => {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' || style.visibility !== 'visible' || Number(style.opacity) < 0.5) return false;
      const rect = element.getBoundingClientRect();
      if (rect.width < innerWidth * 0.9 || rect.height < innerHeight * 0.9) return false;
      return [...element.querySelectorAll('img')].some((image) => {
        const imageRect = image.getBoundingClientRect();
        return image.complete && image.naturalWidth > 0 && imageRect.width > 50 && imageRect.right > 0 && imageRect.left < innerWidth;
      });
    }),
  );
}
