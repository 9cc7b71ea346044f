import type { Wake } from '../../core/runtime/lazy-registry.ts';

/*
 * The gallery's slides and the controls drawn under them, without a renderer: the element's, and the idle
 * prelude's while the element waits for the shopper. Part of the product page's prelude file
 * (`elements/product-page.prelude.ts`), so it imports nothing at run time.
 */

/** One `.woocommerce-product-gallery__image` of WooCommerce's gallery markup. */
export interface Slide {
  wrapper: HTMLElement;
  link: HTMLAnchorElement | null;
  image: HTMLImageElement | null;
}

export type GalleryNavigation = 'thumbnails' | 'dots' | 'none';

export interface NavTexts {
  previous: string;
  next: string;
  /** A thumbnail's or dot's name, with `{n}` and `{total}`. */
  thumbnail: string;
}

export interface NavOptions {
  navigation: GalleryNavigation;
  rtl: boolean;
  texts: NavTexts;
}

/** The keys of `wc_single_product_params` the controls read (a theme adds the texts through the params filter). */
export interface ControlParams {
  flexslider_enabled?: unknown;
  flexslider?: { controlNav?: unknown; rtl?: unknown; allowOneSlide?: unknown };
  i18n_gallery_previous?: unknown;
  i18n_gallery_next?: unknown;
  i18n_gallery_thumbnail?: unknown;
}

const SLIDE_SELECTOR = '.woocommerce-product-gallery__wrapper .woocommerce-product-gallery__image';
const NAV_CLASS = 'shop-gallery__nav';

/** The texts of the controls where `wc_single_product_params` has none. */
const NAV_TEXTS: NavTexts = { previous: 'Previous image', next: 'Next image', thumbnail: 'Show image {n} of {total}' };

/** The controls drawn, with what they were drawn for (the element adopts the prelude's) and the slide count. */
const drawn = new WeakMap<HTMLElement, { key: string; count: number }>();

export const galleryOf = (host: HTMLElement): HTMLElement => host.querySelector<HTMLElement>('.woocommerce-product-gallery') ?? host;

export function readSlides(gallery: Element): Slide[] {
  return [...gallery.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)].map((wrapper) => ({
    wrapper,
    link: wrapper.querySelector('a'),
    image: wrapper.querySelector('img'),
  }));
}

/** `template` with `{n}` and `{total}` filled in. */
export const numbered = (template: string, n: number, total: number): string =>
  template.replaceAll('{n}', String(n)).replaceAll('{total}', String(total));

/** What flexslider's `controlNav` asks for under the slider. */
function navigationOf(controlNav: unknown): GalleryNavigation {
  if (controlNav === 'thumbnails') return 'thumbnails';
  return controlNav === true || controlNav === '1' ? 'dots' : 'none';
}

/** The element's attributes that decide its slider and controls (unset: the params decide). */
export interface ControlAttributes {
  slider?: boolean;
  navigation?: GalleryNavigation;
  rtl?: boolean;
}

/**
 * Whether the gallery gets a slider, what is under it and which way its arrows point: the attribute first, then
 * `wc_single_product_params` (WooCommerce's defaults where it has none: thumbnails). As in `single-product.js`, a
 * single image never gets a slider (`allowOneSlide: false`). One rule for the prelude and the element, so that the
 * gallery the prelude drew is the one the element keeps.
 */
export function controlSettings(
  attributes: ControlAttributes,
  params: ControlParams,
  slideCount: number,
): { slider: boolean; navigation: GalleryNavigation; rtl: boolean } {
  const options = params.flexslider ?? {};
  return {
    slider: (attributes.slider ?? isOn(params.flexslider_enabled)) && (slideCount > 1 || options.allowOneSlide === true),
    navigation: attributes.navigation ?? navigationOf(options.controlNav ?? 'thumbnails'),
    rtl: attributes.rtl ?? options.rtl === true,
  };
}

export const controlParams = (): ControlParams => (window as { wc_single_product_params?: ControlParams }).wc_single_product_params ?? {};

/** The controls' texts: the params' where they are strings, else the English defaults. */
export function navTexts(params: ControlParams = controlParams()): NavTexts {
  const text = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
  return {
    previous: text(params.i18n_gallery_previous, NAV_TEXTS.previous),
    next: text(params.i18n_gallery_next, NAV_TEXTS.next),
    thumbnail: text(params.i18n_gallery_thumbnail, NAV_TEXTS.thumbnail),
  };
}

/**
 * Previous/next buttons and the thumbnail list or page dots after the slides' wrapper, as named buttons rather than
 * clickable images; controls already drawn there for the same options are kept (focus stays where the shopper put
 * it). The list keeps flexslider's `flex-control-nav`, where the variation form swaps the first thumbnail, but none
 * of the classes a theme lays thumbnails or dots out by (`flex-control-thumbs`, `flex-control-paging`,
 * `flex-active`). The returned function takes them away again.
 */
export function drawControls(
  wrapper: HTMLElement,
  slides: Slide[],
  { navigation, rtl, texts }: NavOptions,
): { nav: HTMLElement; remove: () => void } {
  const key = JSON.stringify([navigation, rtl, texts, slides.length]);
  const existing = wrapper.nextElementSibling;
  if (existing instanceof HTMLElement && drawn.get(existing)?.key === key) return { nav: existing, remove: () => existing.remove() };
  const nav = document.createElement('span');
  nav.className = NAV_CLASS;
  nav.append(arrow('shop-gallery__prev', texts.previous, rtl ? '›' : '‹'), arrow('shop-gallery__next', texts.next, rtl ? '‹' : '›'));
  if (navigation !== 'none') {
    const dots = navigation === 'dots';
    const list = document.createElement('ol');
    list.className = `flex-control-nav shop-gallery__${dots ? 'dots' : 'thumbs'}`;
    slides.forEach((slide, position) => {
      const item = document.createElement('li');
      item.className = dots ? 'shop-gallery__dot' : 'shop-gallery__thumb';
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('aria-label', numbered(texts.thumbnail, position + 1, slides.length));
      if (!dots) {
        const image = document.createElement('img');
        image.src = slide.wrapper.getAttribute('data-thumb') ?? slide.image?.src ?? '';
        image.alt = '';
        image.draggable = false;
        button.append(image);
      }
      item.append(button);
      list.append(item);
    });
    nav.append(list);
  }
  if (existing instanceof HTMLElement && drawn.has(existing)) existing.replaceWith(nav);
  else wrapper.after(nav);
  drawn.set(nav, { key, count: slides.length });
  showSlide(nav, 0);
  return { nav, remove: () => nav.remove() };
}

function arrow(className: string, label: string, glyph: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  const sign = document.createElement('span');
  sign.setAttribute('aria-hidden', 'true');
  sign.textContent = glyph;
  button.append(sign);
  return button;
}

/**
 * Marks the slide shown: its thumbnail or dot current, the arrows `aria-disabled` at the ends (not `disabled`, so
 * keyboard focus stays on them; the slider clamps the index).
 */
export function showSlide(nav: HTMLElement, index: number): void {
  const count = drawn.get(nav)?.count ?? 0;
  nav
    .querySelectorAll('.flex-control-nav > li > button')
    .forEach((button, position) =>
      position === index ? button.setAttribute('aria-current', 'true') : button.removeAttribute('aria-current'),
    );
  nav.querySelector('.shop-gallery__prev')?.setAttribute('aria-disabled', String(index === 0));
  nav.querySelector('.shop-gallery__next')?.setAttribute('aria-disabled', String(index >= count - 1));
}

/** The slide a click in the controls asks for, given the one shown; undefined for a click beside them. */
export function slideAskedFor(nav: HTMLElement, target: EventTarget | null, index: number): number | undefined {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || !nav.contains(button)) return undefined;
  if (button.matches('.shop-gallery__prev')) return index - 1;
  if (button.matches('.shop-gallery__next')) return index + 1;
  return [...nav.querySelectorAll('.flex-control-nav > li > button')].indexOf(button);
}

/** A WordPress on/off setting, as `paramFlag` (core/config/read-params.ts, not imported here) reads it. */
function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'yes';
}

/** A boolean attribute as the element reads it: bare or any value but false/no/0/off is on; missing is unset. */
function booleanAttribute(host: Element, name: string): boolean | undefined {
  const value = host.getAttribute(name);
  return value === null ? undefined : !/^(false|no|0|off)$/i.test(value);
}

/**
 * The idle prelude of galleries that wait for the shopper. The stylesheet folds a gallery that will get a slider to
 * its first image, with its controls' room below it; this draws the controls there (a press on one before the code
 * arrives is replayed on it), or lets every image show when no slider will come. The element loads at once when the
 * mouse comes over the gallery (its hover zoom), or when the variation form has chosen a variation (its image).
 */
export function drawWaitingGalleries(wake: Wake): void {
  const params = controlParams();
  const waiting = [...document.querySelectorAll<HTMLElement>('shop-product-gallery:not(:defined)')];
  for (const host of waiting) {
    const gallery = galleryOf(host);
    const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
    const slides = readSlides(gallery);
    const navigation = host.getAttribute('navigation');
    const { slider, ...options } = controlSettings(
      {
        slider: booleanAttribute(host, 'slider'),
        navigation: navigation === 'thumbnails' || navigation === 'dots' || navigation === 'none' ? navigation : undefined,
        rtl: booleanAttribute(host, 'right-to-left') ?? booleanAttribute(host, 'rtl'),
      },
      params,
      slides.length,
    );
    host.toggleAttribute('stacked', !slider);
    if (slider && wrapper && slides.length > 1) drawControls(wrapper, slides, { ...options, texts: navTexts(params) });
    const onHover = (event: PointerEvent): void => {
      if (event.pointerType !== 'mouse') return;
      host.removeEventListener('pointerover', onHover);
      void wake(host);
    };
    host.addEventListener('pointerover', onHover);
  }
  const wakeAll = (): void => waiting.forEach((host) => void wake(host));
  // WooCommerce prints the field with 0 until a variation is chosen.
  const chosen = [...document.querySelectorAll<HTMLInputElement>('form.variations_form input[name="variation_id"]')].some(
    (input) => Number(input.value) > 0,
  );
  if (chosen) wakeAll();
  else document.addEventListener('shop-variation-form-found', wakeAll, { once: true });
}
