import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { singleProductParams } from '../../core/config/params.ts';
import { enclosingProductId } from '../../core/dom/product-id.ts';
import { emit } from '../../core/events/emit.ts';
import { onLegacy, triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { chosenVariationAtom } from '../../core/state/product-atoms.ts';
import { gallerySettings } from './gallery-settings.ts';
import { lightboxItem, readSlides } from './gallery-slides.ts';
import type { LightboxTexts, OpenLightbox } from './lightbox.ts';
import { useSlider } from './use-slider.ts';
import { useZoom } from './use-zoom.ts';

declare global {
  interface ShopEventDetailMap {
    /** The slider moved to another slide. */
    'shop-gallery-slide': { index: number };
    /** The lightbox opened or closed; `index` is the slide shown. */
    'shop-gallery-lightbox': { open: boolean; index: number };
  }
}

export interface ProductGalleryProps extends HostProps {
  /** Overrides `flexslider_enabled`. */
  slider?: boolean;
  /** Overrides `zoom_enabled`. */
  zoom?: boolean;
  /** Overrides `photoswipe_enabled`. */
  lightbox?: boolean;
  /** Overrides `flexslider.rtl`. */
  rtl?: boolean;
  /** Follow this product's chosen variation (default: the id of the enclosing `#product-N`). */
  productId?: number;
  label?: string;
  zoomErrorText?: string;
  lightboxLabel?: string;
  counterText?: string;
  imageErrorText?: string;
}

/** Galleries that announced their init: legacy listeners expect the pair of events once per gallery. */
const initialised = new WeakSet<HTMLElement>();

/** WooCommerce's gap between swapping a variation image and re-measuring the gallery (spec §9). */
const REFRESH_DELAY = 20;

/**
 * WooCommerce's product gallery (`single-product.js` ProductGallery): an optional glider slider with
 * thumbnails, drift hover zoom and a glightbox lightbox, each from `wc_single_product_params` or attributes.
 */
export function ProductGallery(props: ProductGalleryProps) {
  const { host } = props;
  const gallery = host.querySelector<HTMLElement>('.woocommerce-product-gallery') ?? host;
  const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
  const slides = useMemo(() => readSlides(gallery), [gallery]);
  const settings = useMemo(
    () => gallerySettings({ slider: props.slider, zoom: props.zoom, lightbox: props.lightbox, rtl: props.rtl }, slides.length, navigator.userAgent),
    [props.slider, props.zoom, props.lightbox, props.rtl, slides.length],
  );
  const slider = useSlider(wrapper, slides, settings.slider, settings.animationSpeed);
  const zoom = useZoom(gallery, slides, settings.zoom, settings.zoomOptions);
  const lightbox = useRef<OpenLightbox | null>(null);
  const [lightboxLoading, setLightboxLoading] = useState(false);
  const productId = props.productId ?? enclosingProductId(host) ?? 0;
  const variation = useAtomValue(chosenVariationAtom(productId));

  useLayoutEffect(() => {
    const firstInit = !initialised.has(gallery);
    initialised.add(gallery);
    if (firstInit) triggerLegacy('wc-product-gallery-before-init', [gallery, singleProductParams()], gallery);
    // The server prints the gallery transparent and leaves revealing it to the script.
    const opacity = gallery.style.opacity;
    gallery.style.opacity = '1';
    if (firstInit) triggerLegacy('wc-product-gallery-after-init', [gallery, singleProductParams()], gallery);
    return () => {
      gallery.style.opacity = opacity;
    };
  }, [gallery]);

  const { goTo, index: slideIndex } = slider;
  const previousSlide = useRef(slideIndex);
  useEffect(() => {
    if (previousSlide.current !== slideIndex) emit(host, 'shop-gallery-slide', { index: slideIndex });
    previousSlide.current = slideIndex;
  }, [host, slideIndex]);

  // A variation's image is either one of the slides (go to it) or was written into the first one (go there);
  // a reset returns to the first slide. Zoom re-checks once the variation form has swapped the markup.
  const shownVariation = useRef(variation);
  useEffect(() => {
    if (shownVariation.current === variation) return;
    shownVariation.current = variation;
    const thumbnail = variation?.image?.gallery_thumbnail_src;
    const match = thumbnail ? slides.findIndex((slide) => slide.wrapper.getAttribute('data-thumb') === thumbnail) : -1;
    goTo(Math.max(0, match));
    const timer = setTimeout(zoom.recheck, REFRESH_DELAY);
    return () => clearTimeout(timer);
  }, [variation, slides, goTo, zoom.recheck]);

  useEffect(() => {
    const reset = onLegacy('woocommerce_gallery_reset_slide_position', () => goTo(0), gallery);
    const initZoom = onLegacy('woocommerce_gallery_init_zoom', zoom.recheck, gallery);
    return () => {
      reset();
      initZoom();
    };
  }, [gallery, goTo, zoom.recheck]);

  const texts: LightboxTexts = {
    label: props.lightboxLabel ?? 'Product images',
    close: 'Close (Esc)',
    previous: 'Previous image',
    next: 'Next image',
    fullscreen: 'Toggle fullscreen',
    zoom: 'Zoom in or out',
    counter: props.counterText ?? '{n} / {total}',
    error: props.imageErrorText ?? 'The image #{n} could not be loaded.',
  };
  const latestTexts = useRef(texts);
  latestTexts.current = texts;

  const openAt = useCallback(
    async (index: number) => {
      if (lightbox.current || !settings.lightbox) return;
      setLightboxLoading(true);
      try {
        const { openLightbox } = await import('./lightbox.ts');
        if (lightbox.current) return;
        lightbox.current = openLightbox(slides.map(lightboxItem), index, latestTexts.current, {
          onChange: (shown) => goTo(shown),
          onClose: (shown) => {
            lightbox.current = null;
            emit(host, 'shop-gallery-lightbox', { open: false, index: shown });
          },
        });
        emit(host, 'shop-gallery-lightbox', { open: true, index });
      } finally {
        setLightboxLoading(false);
      }
    },
    [host, slides, settings.lightbox, goTo],
  );
  useEffect(() => () => lightbox.current?.close(), []);

  useDomEvent(wrapper, 'click', (event: MouseEvent) => {
    if (!settings.lightbox) return;
    const index = slides.findIndex((slide) => slide.link?.contains(event.target as Node));
    if (index < 0) return;
    event.preventDefault();
    void openAt(index);
  });

  useLayoutEffect(() => {
    if (!settings.lightbox) return;
    const links = slides.map((slide) => slide.link).filter((link): link is HTMLAnchorElement => link !== null);
    links.forEach((link) => link.setAttribute('aria-haspopup', 'dialog'));
    return () => links.forEach((link) => link.removeAttribute('aria-haspopup'));
  }, [slides, settings.lightbox]);

  useLayoutEffect(() => {
    if (!slider.ready) return;
    const label = (index: number) => `${index + 1} of ${slides.length}`;
    gallery.setAttribute('role', 'region');
    gallery.setAttribute('aria-roledescription', 'carousel');
    gallery.setAttribute('aria-label', props.label ?? 'Product images');
    slides.forEach((slide, index) => {
      slide.wrapper.setAttribute('role', 'group');
      slide.wrapper.setAttribute('aria-roledescription', 'slide');
      slide.wrapper.setAttribute('aria-label', label(index));
      // Off-screen slides leave the tab order and the accessibility tree: Tab never lands on a hidden image.
      slide.wrapper.inert = index !== slideIndex;
    });
    return () => {
      ['role', 'aria-roledescription', 'aria-label'].forEach((name) => gallery.removeAttribute(name));
      slides.forEach((slide) => {
        ['role', 'aria-roledescription', 'aria-label'].forEach((name) => slide.wrapper.removeAttribute(name));
        slide.wrapper.inert = false;
      });
    };
  }, [gallery, slides, slider.ready, slideIndex, props.label]);

  const triggerMount = useMountPoint(settings.lightbox && settings.zoom ? gallery : null, 'afterbegin', 'shop-gallery__trigger');
  const navMount = useMountPoint(slider.ready ? wrapper : null, 'afterend', 'shop-gallery__nav');
  const statusMount = useMountPoint(settings.zoom ? gallery : null, 'beforeend', 'shop-gallery__status');

  const openFromTrigger = (event: { preventDefault(): void }) => {
    event.preventDefault();
    void openAt(slideIndex);
  };

  return (
    <>
      {triggerMount &&
        createPortal(
          <a
            href="#"
            className="woocommerce-product-gallery__trigger"
            role="button"
            aria-haspopup="dialog"
            aria-label={settings.triggerText}
            aria-busy={lightboxLoading || undefined}
            onClick={openFromTrigger}
            onKeyDown={(event: ReactKeyboardEvent) => event.key === ' ' && openFromTrigger(event)}
          >
            <span aria-hidden="true">🔍</span>
          </a>,
          triggerMount,
        )}
      {navMount &&
        createPortal(
          <>
            <button type="button" className="shop-gallery__prev" aria-label="Previous image" disabled={slideIndex === 0} onClick={() => goTo(slideIndex - 1)}>
              <span aria-hidden="true">{settings.rtl ? '›' : '‹'}</span>
            </button>
            <button
              type="button"
              className="shop-gallery__next"
              aria-label="Next image"
              disabled={slideIndex === slides.length - 1}
              onClick={() => goTo(slideIndex + 1)}
            >
              <span aria-hidden="true">{settings.rtl ? '‹' : '›'}</span>
            </button>
            {settings.thumbnails && (
              <ol className="flex-control-nav flex-control-thumbs">
                {slides.map((slide, index) => (
                  <li key={index}>
                    <button type="button" aria-label={`Show image ${index + 1} of ${slides.length}`} aria-current={index === slideIndex || undefined} onClick={() => goTo(index)}>
                      <img
                        src={slide.wrapper.getAttribute('data-thumb') ?? slide.image?.src ?? ''}
                        alt=""
                        className={index === slideIndex ? 'flex-active' : undefined}
                        draggable={false}
                      />
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </>,
          navMount,
        )}
      {statusMount &&
        createPortal(
          <span className="shop-gallery__zoom-error" role="status">
            {zoom.failed ? (props.zoomErrorText ?? 'The image could not be loaded') : ''}
          </span>,
          statusMount,
        )}
    </>
  );
}
