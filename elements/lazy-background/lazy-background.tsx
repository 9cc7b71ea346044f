import { useLayoutEffect } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { warnOnce } from '../../core/runtime/attribute-parsing.ts';
import { followableUrl } from '../../core/dom/navigate.ts';
import { useFirstSeen } from '../../core/hooks/use-first-seen.ts';

export interface LazyBackgroundProps extends HostProps {
  /** The background image's URL: http(s) or relative. */
  image?: string;
}

/** How much of the block must be in view before its image is fetched. */
const THRESHOLD = 0.1;

/**
 * Sets the block's background image once a tenth of it is in view. A background never changes the block's
 * box, so nothing moves when it arrives.
 */
export function LazyBackground({ host, image }: LazyBackgroundProps) {
  const seen = useFirstSeen(host, THRESHOLD);
  const url = image ? followableUrl(image, { sameOrigin: false }) : null;
  if (image && !url) warnOnce(host.localName, `image="${image}" is not an http(s) or relative URL; no background is set.`);

  useLayoutEffect(() => {
    if (!seen || !url) return;
    // The URL parser already dropped newlines; quotes and backslashes are escaped for the CSS string.
    host.style.backgroundImage = `url("${url.replace(/["\\]/g, '\\$&')}")`;
    host.setAttribute('loaded', '');
    return () => {
      host.style.removeProperty('background-image');
      host.removeAttribute('loaded');
    };
  }, [host, seen, url]);

  return null;
}
