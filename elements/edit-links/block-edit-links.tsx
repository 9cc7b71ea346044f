import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { followableUrl } from '../../core/dom/navigate.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';

interface BlockEditLinksProps {
  block: HTMLElement;
  builderLabel: string;
  backendLabel: string;
}

const BLOCK_CLASS = 'shop-edit-links-block';
/** Set on the block while Escape keeps its tooltip hidden; cleared when the pointer leaves or focus moves on. */
const DISMISSED = 'data-shop-edit-links-dismissed';

/**
 * One block's tooltip: its title and its page-builder and back-end links (http(s) only; a block with neither
 * gets none). The stylesheet shows it while the block is hovered or holds focus, so Tab reaches the links.
 */
export function BlockEditLinks({ block, builderLabel, backendLabel }: BlockEditLinksProps) {
  const title = block.dataset['editTitle'] ?? '';
  const builder = followableUrl(block.dataset['editLink'], { sameOrigin: false });
  const backend = followableUrl(block.dataset['editBackend'], { sameOrigin: false });
  const [dismissed, setDismissed] = useState(false);
  const tooltip = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    block.classList.add(BLOCK_CLASS);
    return () => block.classList.remove(BLOCK_CLASS);
  }, [block]);

  useLayoutEffect(() => {
    block.toggleAttribute(DISMISSED, dismissed);
    return () => block.removeAttribute(DISMISSED);
  }, [block, dismissed]);

  useDomEvent(block, 'keydown', (event) => {
    if (event.key !== 'Escape' || dismissed) return;
    setDismissed(true);
    // Focus on a link of the hidden tooltip would be invisible: it stays in place, on the block itself.
    if (tooltip.current?.contains(document.activeElement)) {
      if (!block.hasAttribute('tabindex')) block.tabIndex = -1;
      block.focus();
    }
  });
  useDomEvent(block, 'mouseleave', () => setDismissed(false));
  // Tabbing onto one of its links again asks for the tooltip again.
  useDomEvent(block, 'focusin', (event) => {
    if (tooltip.current?.contains(event.target as Node)) setDismissed(false);
  });
  useDomEvent(block, 'focusout', (event) => {
    if (!block.contains(event.relatedTarget as Node | null)) setDismissed(false);
  });

  if (!builder && !backend) return null;
  // The visible text starts the name (voice control users say what they see); the title tells blocks apart.
  const named = (label: string) => (title ? `${label}: ${title}` : label);
  return createPortal(
    <div ref={tooltip} className="shop-edit-links" role="group" aria-label={title ? `Edit links for ${title}` : 'Edit links'}>
      {title && (
        <span className="shop-edit-links__title" aria-hidden="true">
          {title}
        </span>
      )}
      {builder && (
        <a className="shop-edit-links__button" href={builder} aria-label={named(builderLabel)}>
          {builderLabel}
        </a>
      )}
      {backend && (
        <a className="shop-edit-links__button" href={backend} aria-label={named(backendLabel)}>
          {backendLabel}
        </a>
      )}
    </div>,
    block,
  );
}
