/**
 * Puts the library's stylesheet on the test page for the tests of the calling `describe`, followed by common theme
 * rules (`theme-rules.css`: lists, images, floats, buttons, transforms on the theme's own classes), the way a shop
 * loads both. The theme comes last, so the library's rules must hold by their own weight. The suite's tests start
 * once both have loaded; the sheets go after them, also when loading failed or ran out of time.
 */
export function useThemeStyles(): void {
  let links: HTMLLinkElement[] = [];
  before(async () => {
    links = ['/styles/index.css', '/test/support/theme-rules.css'].map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      return link;
    });
    const loaded = links.map(
      (link) =>
        new Promise<void>((resolve, reject) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => reject(new Error(`${link.href} did not load`)), { once: true });
        }),
    );
    document.head.append(...links);
    await Promise.all(loaded);
  });
  after(() => links.forEach((link) => link.remove()));
}
