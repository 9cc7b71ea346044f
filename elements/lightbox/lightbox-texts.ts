import type { LightboxTexts } from '../../core/lightbox/lightbox.ts';

/** The element's text attributes. */
export interface LightboxTextAttributes {
  label?: string;
  counterText?: string;
  imageErrorText?: string;
}

/** The dialog's texts: the element's attribute, else the English default. */
export function lightboxTexts(attributes: LightboxTextAttributes, fallbackLabel: string): LightboxTexts {
  return {
    label: attributes.label || fallbackLabel || 'Lightbox',
    close: 'Close (Esc)',
    previous: 'Previous',
    next: 'Next',
    fullscreen: 'Toggle fullscreen',
    zoom: 'Zoom in or out',
    counter: attributes.counterText ?? '{n} / {total}',
    error: attributes.imageErrorText ?? 'The image #{n} could not be loaded.',
    slideshow: 'Play or pause the slideshow',
  };
}

/** A link's own name for the dialog: its title, else its text, else its image's alternative text. */
export function linkName(link: HTMLAnchorElement): string {
  return link.title || link.textContent?.trim() || link.querySelector('img')?.alt || '';
}
