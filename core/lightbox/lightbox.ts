// Keeps the core modules used here in the shared chunk rather than a chunk of their own (see the module).
import '../shared-later-chunk.ts';
import GLightbox from 'glightbox';
import { escapeHtml } from '../format/escape-html.ts';
import { trapFocus } from '../dom/focus-trap.ts';
import { followableUrl } from '../dom/navigate.ts';
import { injectLightboxStyles } from './lightbox-styles.ts';
import { wireSlideshow } from './slideshow.ts';
import type { LightboxItem, LightboxOptions } from './lightbox-item.ts';

export interface LightboxTexts {
  label: string;
  close: string;
  previous: string;
  next: string;
  fullscreen: string;
  zoom: string;
  /** `{n}` of `{total}`. */
  counter: string;
  /** `{n}`: the slide number; the part before " could not" links to the image. */
  error: string;
  /** The slideshow toggle, shown when the lightbox is given an interval. */
  slideshow?: string;
}

export interface LightboxCallbacks {
  onChange: (index: number) => void;
  onClose: (index: number) => void;
}

export interface OpenLightbox {
  close(): void;
}

/**
 * glightbox's markup made a modal dialog: `aria-modal`, a name, a live "n / total" counter, and (for images)
 * zoom and fullscreen buttons next to close and the arrows (this shop's lightbox has both; glightbox has neither).
 */
function dialogHtml(texts: LightboxTexts, tools: boolean, slideshow: boolean): string {
  const button = (className: string, label: string, content: string, extra = '') =>
    `<button type="button" class="${className} gbtn" aria-label="${escapeHtml(label)}"${extra}>${content}</button>`;
  return `<div id="glightbox-body" class="glightbox-container shop-lightbox" tabindex="-1" role="dialog" aria-modal="true" aria-label="${escapeHtml(texts.label)}">
    <div class="gloader visible"></div>
    <div class="goverlay"></div>
    <div class="gcontainer">
      <div id="glightbox-slider" class="gslider"></div>
      <p class="shop-lightbox__counter" aria-live="polite" aria-atomic="true"></p>
      ${
        tools
          ? `<div class="shop-lightbox__tools">
        ${button('shop-lightbox__zoom', texts.zoom, '<span aria-hidden="true">+</span>', ' aria-pressed="false"')}
        ${button('shop-lightbox__fullscreen', texts.fullscreen, '<span aria-hidden="true">⤢</span>', ' aria-pressed="false"')}
        ${slideshow ? button('shop-lightbox__slideshow', texts.slideshow ?? '', '<span aria-hidden="true">▶</span>', ' aria-pressed="false"') : ''}
      </div>`
          : ''
      }
      ${button('gclose', texts.close, '{closeSVG}')}
      ${button('gprev', texts.previous, '{prevSVG}')}
      ${button('gnext', texts.next, '{nextSVG}')}
    </div>
  </div>`;
}

/** glightbox's slide with the caption in a paragraph: its `h4` stays an empty heading until a slide loads. */
const SLIDE_HTML = `<div class="gslide"><div class="gslide-inner-content"><div class="ginner-container">
  <div class="gslide-media"></div>
  <div class="gslide-description"><div class="gdesc-inner"><p class="gslide-title"></p><div class="gslide-desc"></div></div></div>
</div></div></div>`;

/** What glightbox is given for one item: captions are text (it writes the title as HTML), videos are iframes. */
function slideConfig(item: LightboxItem): Record<string, unknown> {
  const title = escapeHtml(item.title);
  if (item.type === 'inline') return { type: 'inline', content: item.content, title, description: '' };
  // glightbox's own video type fetches a player from a CDN: a video host's embed page in an iframe needs none.
  if (item.type === 'video') return { type: 'external', href: item.src, title, description: '' };
  return { type: 'image', href: item.src, title, alt: item.alt, description: '' };
}

/**
 * Opens the full-screen lightbox (glightbox) at `index`. Fixed settings: no share, no close on
 * scroll, no history, no open/close animation. Keys are handled here rather than by glightbox, whose own Tab
 * handling skips every control but its three buttons: arrows page, Escape closes, Tab stays inside.
 */
export function openLightbox(
  items: LightboxItem[],
  index: number,
  texts: LightboxTexts,
  callbacks: LightboxCallbacks,
  { slideshowInterval, ...size }: LightboxOptions = {},
): OpenLightbox {
  injectLightboxStyles();
  let current = index;
  let release: (() => void) | undefined;
  const tools = items.every((item) => item.type === 'image');
  const slideshow = tools && items.length > 1 && slideshowInterval !== undefined && texts.slideshow !== undefined;
  const lightbox = GLightbox({
    // glightbox's bundled typings declare `elements` as an empty tuple.
    elements: items.map(slideConfig) as [],
    ...size,
    startAt: index,
    loop: false,
    openEffect: 'none',
    closeEffect: 'none',
    slideEffect: 'none',
    keyboardNavigation: false,
    zoomable: false,
    closeOnOutsideClick: true,
    moreLength: 0,
    lightboxHTML: dialogHtml(texts, tools, slideshow),
    slideHTML: SLIDE_HTML,
  });

  const element = (): HTMLElement => document.getElementById('glightbox-body') as HTMLElement;
  const counter = (): void => {
    const text = texts.counter.replace('{n}', String(current + 1)).replace('{total}', String(items.length));
    element().querySelector('.shop-lightbox__counter')!.textContent = text;
    element()
      .querySelector('.gprev')!
      .setAttribute('aria-disabled', String(current === 0));
    element()
      .querySelector('.gnext')!
      .setAttribute('aria-disabled', String(current === items.length - 1));
  };
  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowRight') lightbox.nextSlide();
    else if (event.key === 'ArrowLeft') lightbox.prevSlide();
    else return;
    event.preventDefault();
  };
  const onFullscreen = (): void =>
    element()
      ?.querySelector('.shop-lightbox__fullscreen')
      ?.setAttribute('aria-pressed', String(document.fullscreenElement === element()));

  const on = lightbox.on.bind(lightbox) as (name: string, callback: (data: { current: { index: number } }) => void) => void;
  on('slide_changed', ({ current: slide }) => {
    current = slide.index;
    element().classList.remove('shop-lightbox--zoomed');
    element().querySelector('.shop-lightbox__zoom')?.setAttribute('aria-pressed', 'false');
    counter();
    callbacks.onChange(current);
  });
  let stopSlideshow: (() => void) | undefined;
  lightbox.on('close', () => {
    stopSlideshow?.();
    document.removeEventListener('keydown', onKeydown);
    document.removeEventListener('fullscreenchange', onFullscreen);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    // The focus trap's release returns focus to the link or button that opened the lightbox.
    release?.();
    lightbox.destroy();
    callbacks.onClose(current);
  });

  lightbox.open();
  const root = element();
  counter();
  root.addEventListener('error', (event) => showLoadError(event, root, items, texts), true);
  // glightbox closes on any click that is not inside a slide or on a descendant of a `.gbtn`: a keyboard
  // activation targets the button itself, so these clicks stop here.
  root.querySelector('.shop-lightbox__zoom')?.addEventListener('click', (event) => {
    event.stopPropagation();
    const zoomed = root.classList.toggle('shop-lightbox--zoomed');
    (event.currentTarget as HTMLElement).setAttribute('aria-pressed', String(zoomed));
  });
  root.querySelector('.shop-lightbox__fullscreen')?.addEventListener('click', (event) => {
    event.stopPropagation();
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.requestFullscreen?.().catch(() => undefined);
  });
  if (slideshow) {
    stopSlideshow = wireSlideshow(root.querySelector('.shop-lightbox__slideshow'), slideshowInterval!, () => {
      lightbox.nextSlide();
      return current < items.length - 1;
    });
  }
  document.addEventListener('keydown', onKeydown);
  document.addEventListener('fullscreenchange', onFullscreen);
  release = trapFocus(root, { onEscape: () => lightbox.close(), initialFocus: root.querySelector<HTMLElement>('.gclose') });
  return { close: () => lightbox.close() };
}

/** "The image #n could not be loaded." with a link to the image, in place of a slide that failed. */
function showLoadError(event: Event, root: HTMLElement, items: LightboxItem[], texts: LightboxTexts): void {
  const image = event.target;
  if (!(image instanceof HTMLImageElement)) return;
  const slide = image.closest('.gslide');
  const media = image.closest('.gslide-media');
  if (!slide || !media) return;
  const index = [...slide.parentElement!.children].indexOf(slide);
  const message = texts.error.replace('{n}', String(index + 1));
  const [linked = message, rest = ''] = message.split(/(?= could not)/);
  const paragraph = document.createElement('p');
  paragraph.className = 'shop-lightbox__error';
  paragraph.setAttribute('role', 'alert');
  const href = followableUrl(items[index]?.src, { sameOrigin: false });
  if (href) {
    const link = document.createElement('a');
    link.href = href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = linked;
    paragraph.append(link, rest);
  } else {
    paragraph.textContent = message;
  }
  media.replaceChildren(paragraph);
  root.querySelector('.gloader')?.classList.remove('visible');
}
