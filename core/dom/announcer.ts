let region: HTMLElement | undefined;

function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.className = 'shop-live-region screen-reader-text';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  document.body.append(region);
  return region;
}

/**
 * Speaks a message through one polite live region. The region is emptied first and filled on the next frame
 * so that the same message twice in a row is announced twice.
 */
export function announce(message: string): Promise<void> {
  const target = liveRegion();
  target.textContent = '';
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      target.textContent = message;
      resolve();
    }),
  );
}
