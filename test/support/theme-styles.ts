/**
 * Puts the library's stylesheet on the test page, followed by common theme rules (`theme-rules.css`: lists, images,
 * floats, buttons, transforms on the theme's own classes), the way a shop loads both. The theme comes last, so
 * the library's rules must hold by their own weight. Resolves once both have loaded, with a function that removes
 * them; use in `before`/`after`.
 */
export async function loadThemeStyles(): Promise<() => void> {
  const links = ['/styles/index.css', '/test/support/theme-rules.css'].map((href) => {
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
  return () => links.forEach((link) => link.remove());
}
