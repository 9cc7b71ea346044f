// The block as the page will show it: the markup the block saves, upgraded by the library itself in the
// editor's canvas (an iframe from WordPress 6.3 on some screens, the editor's own page before). Rebuilt from
// the saved markup whenever an attribute or the content changes, so the element renders afresh.
import DOMPurify from 'dompurify';

const { useEffect, useRef } = wp.element;

const LOADED = 'data-shop-elements-editor';

/** Adds the library's stylesheet and entry module to the document the canvas is, once. */
function loadLibrary(document: Document): void {
  if (document.querySelector(`script[${LOADED}]`)) return;
  const stylesheet = document.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.href = shopElementsEditor.stylesheet;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.src = shopElementsEditor.entry;
  for (const node of [stylesheet, entry]) node.setAttribute(LOADED, '');
  document.head.append(stylesheet, entry);
}

/** Saved markup is the author's, but the canvas is shared by everyone who edits the post: no script runs from it. */
const sanitized = (markup: string): string =>
  DOMPurify.sanitize(markup, {
    CUSTOM_ELEMENT_HANDLING: {
      tagNameCheck: /^shop-[a-z-]+$/,
      attributeNameCheck: /^[a-z][a-z-]*$/,
      allowCustomizedBuiltInElements: false,
    },
  });

export function LivePreview({ markup, title }: { markup: string; title: string }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = frame.current;
    if (!container) return;
    loadLibrary(container.ownerDocument);
    container.innerHTML = sanitized(markup);
  }, [markup]);
  return (
    <figure className="shop-elements-preview">
      <figcaption className="shop-elements-preview__caption">{`Preview: ${title}`}</figcaption>
      <div ref={frame} className="shop-elements-preview__page" data-shop-elements-preview="" />
    </figure>
  );
}
