import css from 'glightbox/dist/css/glightbox.min.css' with { type: 'text' };

/** glightbox's stylesheet, added to the page once, together with its code, on the first opening. */
export function injectLightboxStyles(): void {
  if (document.getElementById('shop-glightbox-styles')) return;
  const style = document.createElement('style');
  style.id = 'shop-glightbox-styles';
  style.textContent = css;
  document.head.append(style);
}
