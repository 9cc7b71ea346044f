import { useEffect, useMemo, useState } from 'react';
import { loadedSanitizer, loadSanitizer } from '../dom/sanitize.ts';

/**
 * Untrusted HTML, cleaned, for `dangerouslySetInnerHTML`: '' until the sanitizer has loaded (it loads on the
 * first non-empty value), never the raw string. Once loaded, every value is cleaned during render, so a new
 * or emptied value never shows the previous one.
 */
export function useSanitizedHtml(dirty: string): string {
  const [sanitizer, setSanitizer] = useState(loadedSanitizer);
  useEffect(() => {
    if (!dirty || sanitizer) return;
    let current = true;
    void loadSanitizer().then((loaded) => current && setSanitizer(loaded));
    return () => {
      current = false;
    };
  }, [dirty, sanitizer]);
  return useMemo(() => (dirty && sanitizer ? sanitizer.html(dirty) : ''), [dirty, sanitizer]);
}
