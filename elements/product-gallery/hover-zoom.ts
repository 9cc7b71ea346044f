import Drift from 'drift-zoom';

/** An image to zoom, the box its magnified pane goes in, and the width of its large version. */
export interface ZoomTarget {
  image: HTMLImageElement;
  pane: HTMLElement;
  largeWidth: number;
}

const isTouchDevice = (): boolean => typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;

/**
 * WooCommerce's jQuery zoom shows the large image at its own size times `magnify` (1 by default); drift
 * magnifies relative to the image as shown, so the factor is the large width over the shown width.
 */
function zoomFactor({ image, largeWidth }: ZoomTarget, magnify: number): number {
  const shown = image.getBoundingClientRect().width || image.width;
  return shown > 0 ? (largeWidth / shown) * magnify : 2;
}

/**
 * Starts drift's hover zoom on the image the pointer entered (`event`), which entered before drift was there: the
 * entry is replayed where the pointer is, so the first hover zooms too. Imports nothing of the gallery, so it and
 * drift make one chunk.
 */
export function startHoverZoom(target: ZoomTarget, options: Record<string, unknown>, event: PointerEvent): Drift {
  const { image, pane } = target;
  // `zoom_options` are jQuery zoom's: `magnify` maps onto drift's factor, other keys are passed to drift.
  const { magnify = 1, ...drift } = options;
  const zoom = new Drift(image, {
    paneContainer: pane,
    inlinePane: false,
    sourceAttribute: 'data-large_image',
    handleTouch: isTouchDevice(),
    namespace: 'shop-zoom',
    ...drift,
    zoomFactor: zoomFactor(target, Number(magnify) || 1),
    // As WooCommerce's zoom callback: the magnified copy is decoration, hidden from assistive technology.
    onShow: () => {
      const shown = pane.querySelector('.drift-zoom-pane');
      shown?.setAttribute('aria-hidden', 'true');
      shown?.querySelector('img')?.setAttribute('alt', '');
    },
  });
  // drift listens for mouseenter, which already happened while it loaded: replay it where the pointer is.
  if (image.matches(':hover')) {
    const position = { clientX: event.clientX, clientY: event.clientY, bubbles: false };
    image.dispatchEvent(new MouseEvent('mouseenter', position));
    image.dispatchEvent(new MouseEvent('mousemove', { ...position, bubbles: true }));
  }
  return zoom;
}
