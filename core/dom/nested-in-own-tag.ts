/**
 * Whether `host` sits inside another element of its own tag. The outer element already owns the markup both
 * wrap, so the inner one stays inert instead of handling the same button or form a second time.
 */
export const nestedInOwnTag = (host: HTMLElement): boolean => host.parentElement?.closest(host.localName) != null;
