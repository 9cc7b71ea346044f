import { useEffect, useState } from 'react';
import { loadedSanitizer, loadSanitizer } from '../dom/sanitize.ts';

/**
 * Untrusted HTML, cleaned, for `dangerouslySetInnerHTML`: '' until the sanitizer has loaded (it loads on the
 * first non-empty value), never the raw string.
 */
export function useSanitizedHtml(dirty: string): string {
  const [clean, setClean] = useState(() => (dirty ? (loadedSanitizer()?.html(dirty) ?? '') : ''));
  useEffect(() => {
    if (!dirty) {
      setClean('');
      return;
    }
    let current = true;
    void loadSanitizer().then((sanitizer) => current && setClean(sanitizer.html(dirty)));
    return () => {
      current = false;
    };
  }, [dirty]);
  return clean;
}
