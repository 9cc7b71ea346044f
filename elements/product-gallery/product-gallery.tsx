import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { singleProductParams } from '../../core/config/params.ts';
import { emit } from '../../core/events/emit.ts';
import { onLegacy, triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { chosenVariationOf, productScope } from '../../core/state/product-scope.ts';
import type { GalleryNavigation } from './gallery-controls.ts';
import { gallerySettings } from './gallery-settings.ts';
import { useCarouselLabels } from './carousel-labels.ts';
import { galleryTexts, type GalleryTextAttributes } from './gallery-texts.ts';
import { useLightbox } from './use-lightbox.ts';
import { useSlider } from './use-slider.ts';
import { useDragToSlide } from './use-drag-to-slide.ts';
import { useZoom } from './use-zoom.ts';

// The slides and controls are in the product page's prelude file (`elements/product-page.prelude.ts`), fetched
// while the element waits. Awaited here, the element is defined only once the file is in, as a static import would
// have it.
const { drawControls, galleryOf, readSlides, showSlide, slideAskedFor } = await import('../product-page.prelude.ts');

declare global {
  interface ShopEventDetailMap {
    /** Cancelable: the shopper asked for another slide (an arrow or a thumbnail). */
    'shop-product-gallery-slide': { index: number };
    /** The slider moved to another slide. */
    'shop-product-gallery-slid': { index: number };
    /** The lightbox opened or closed; `index` is the slide shown. */
    'shop-product-gallery-lightbox-toggled': { open: boolean; index: number };
  }
}

export interface ProductGalleryProps extends HostProps, GalleryTextAttributes {
  /** Overrides `flexslider.controlNav`: thumbnails, page dots or nothing under the slider. */
  navigation?: GalleryNavigation;
  /** Overrides `flexslider_enabled`. */
  slider?: boolean;
  /** Overrides `zoom_enabled`. */
  zoom?: boolean;
  /** Overrides `photoswipe_enabled`. */
  lightbox?: boolean;
  /** Overrides `flexslider.rtl`. */
  rightToLeft?: boolean;
  /** Follow this product's chosen variation (default: the product the element is in, see `productScope`). */
  productId?: number;
}

/** Galleries that announced their init: legacy listeners expect the pair of events once per gallery. */
const initialised = new WeakSet<HTMLElement>();

/**
 * WooCommerce's product gallery (`single-product.js` ProductGallery): an optional glider slider with
 * thumbnails, drift hover zoom and a glightbox lightbox, each from `wc_single_product_params` or attributes.
 */
export function ProductGallery(props: ProductGalleryProps) {
  const { host } = props;
  const gallery = galleryOf(host);
  const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
  const slides = useMemo(() => readSlides(gallery), [gallery]);
  const settings = useMemo(
    () =>
      gallerySettings(
        { navigation: props.navigation, slider: props.slider, zoom: props.zoom, lightbox: props.lightbox, rtl: props.rightToLeft },
        slides.length,
        navigator.userAgent,
      ),
    [props.navigation, props.slider, props.zoom, props.lightbox, props.rightToLeft, slides.length],
  );
  const slider = useSlider(wrapper, slides, settings.slider, settings.animationSpeed);
  const zoom = useZoom(gallery, slides, settings.zoom, settings.zoomOptions);
  const variation = useAtomValue(chosenVariationOf(productScope(host, props.productId)));
  const texts = galleryTexts(props);

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

  // The stylesheet folds the gallery to its first image from the first paint (styles/product-gallery-fold.css);
  // a gallery that gets no slider says so, and shows every image stacked.
  const stacked = !settings.slider || slider.failed;
  useLayoutEffect(() => {
    host.toggleAttribute('stacked', stacked);
  }, [host, stacked]);

  const { goTo, index: slideIndex } = slider;
  const previousSlide = useRef(slideIndex);
  useEffect(() => {
    if (previousSlide.current !== slideIndex) emit(host, 'shop-product-gallery-slid', { index: slideIndex });
    previousSlide.current = slideIndex;
  }, [host, slideIndex]);
  // The shopper's own moves can be vetoed; the variation form's and the lightbox's follow what they show.
  const slideTo = useCallback(
    (index: number) => {
      if (index < 0 || index >= slides.length || index === slideIndex) return;
      if (emit(host, 'shop-product-gallery-slide', { index }, { cancelable: true })) goTo(index);
    },
    [host, slides.length, slideIndex, goTo],
  );
  useDragToSlide(wrapper, slider.ready, slideIndex, slideTo);

  // A variation's image is either one of the slides (go to it) or was written into the first one (go there);
  // a reset returns to the first slide. A variation chosen before this gallery mounted counts too. Zoom
  // re-checks on the variation form's `woocommerce_gallery_init_zoom` once it has swapped the markup.
  const shownVariation = useRef<typeof variation>(null);
  useEffect(() => {
    if (shownVariation.current === variation) return;
    shownVariation.current = variation;
    const thumbnail = variation?.image?.gallery_thumbnail_src;
    const match = thumbnail ? slides.findIndex((slide) => slide.wrapper.getAttribute('data-thumb') === thumbnail) : -1;
    goTo(Math.max(0, match));
  }, [variation, slides, goTo]);

  useEffect(() => {
    const reset = onLegacy('woocommerce_gallery_reset_slide_position', () => goTo(0), gallery);
    const initZoom = onLegacy('woocommerce_gallery_init_zoom', zoom.recheck, gallery);
    return () => {
      reset();
      initZoom();
    };
  }, [gallery, goTo, zoom.recheck]);

  const lightbox = useLightbox(host, wrapper, slides, settings.lightbox, texts.lightbox, goTo);
  useCarouselLabels(gallery, slides, slider.ready, slideIndex, texts.carousel);

  const triggerMount = useMountPoint(settings.lightbox && settings.zoom ? gallery : null, 'afterbegin', 'shop-gallery__trigger');
  // The controls are there before the slider runs (drawn by the prelude while the element waited, else here), so
  // that the gallery takes its final height in one step when it does; a control used meanwhile is applied once the
  // slider runs.
  const [nav, setNav] = useState<HTMLElement | null>(null);
  const hasControls = settings.slider && slides.length > 1 && wrapper !== null;
  const navOptionsKey = JSON.stringify([settings.navigation, settings.rtl, texts.nav]);
  useLayoutEffect(() => {
    if (!hasControls) return;
    const drawnControls = drawControls(wrapper!, slides, { navigation: settings.navigation, rtl: settings.rtl, texts: texts.nav });
    setNav(drawnControls.nav);
    return () => {
      drawnControls.remove();
      setNav(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redrawn when what they show changes (navOptionsKey), not for each render's new texts object.
  }, [hasControls, wrapper, slides, navOptionsKey]);
  useLayoutEffect(() => {
    if (nav) showSlide(nav, slideIndex);
  }, [nav, slideIndex]);
  useDomEvent(nav, 'click', (event: MouseEvent) => {
    const asked = nav ? slideAskedFor(nav, event.target, slideIndex) : undefined;
    if (asked !== undefined) slideTo(asked);
  });
  const statusMount = useMountPoint(settings.zoom ? gallery : null, 'beforeend', 'shop-gallery__status');

  const openFromTrigger = (event: { preventDefault(): void }) => {
    event.preventDefault();
    lightbox.open(slideIndex);
  };

  return (
    <>
      {triggerMount &&
        createPortal(
          // eslint-disable-next-line jsx-a11y/anchor-is-valid -- WooCommerce's trigger markup (an `a` with role="button"), which themes style.
          <a
            href="#"
            className="woocommerce-product-gallery__trigger"
            role="button"
            aria-haspopup="dialog"
            aria-label={settings.triggerText}
            aria-busy={lightbox.loading || undefined}
            onClick={openFromTrigger}
            onKeyDown={(event: ReactKeyboardEvent) => event.key === ' ' && openFromTrigger(event)}
          >
            <span aria-hidden="true">🔍</span>
          </a>,
          triggerMount,
        )}
      {statusMount &&
        createPortal(
          <span className="shop-gallery__zoom-error" role="status">
            {zoom.failed ? texts.zoomError : ''}
          </span>,
          statusMount,
        )}
    </>
  );
}
