import { useEffect, useRef } from 'react';

/**
 * Opens image `n` (from 1) when the URL's hash is `#{prefix}{n}`, at load and on later hash changes. Returns
 * what the lightbox calls on closing: a hash that opened it is taken out of the URL (no history entry), so a
 * reload or a shared link shows the page, not the lightbox again.
 */
export function useHashLink(prefix: string, open: (index: number) => void): () => void {
  const openedByHash = useRef(false);
  const latest = useRef(open);
  latest.current = open;

  useEffect(() => {
    const check = (): void => {
      const hash = decodeURIComponent(location.hash.slice(1));
      if (!prefix || !hash.startsWith(prefix)) return;
      const number = Number(hash.slice(prefix.length));
      if (!Number.isInteger(number) || number < 1) return;
      openedByHash.current = true;
      latest.current(number - 1);
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, [prefix]);

  return () => {
    if (!openedByHash.current) return;
    openedByHash.current = false;
    history.replaceState(history.state, '', location.pathname + location.search);
  };
}
