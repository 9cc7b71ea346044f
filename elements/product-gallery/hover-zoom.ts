import Drift from 'drift-zoom';

/** An image to zoom, the box its magnified pane goes in, and the width of its large version. */
export interface ZoomTarget {
  image: HTMLImageElement;
  pane: HTMLElement;
  largeWidth: number;
}

/** A point on the screen, as a pointer event gives it. */
export interface ScreenPoint {
  clientX: number;
  clientY: number;
}

/**
 * drift's own touch zoom shows while a finger rests on the image, and its touchstart stops the page from
 * scrolling and the tap from clicking. A delay no finger rests for (setTimeout's largest) keeps that zoom from
 * ever starting, and drift then leaves a touch alone unless its zoom shows: that touch puts the zoom away.
 * drift applies that delay to a mouse entering too, unless a hover delay is set: 1 ms keeps hover immediate.
 */
const NO_TOUCH_ZOOM_MS = 2 ** 31 - 1;
const HOVER_DELAY_MS = 1;

/**
 * WooCommerce's jQuery zoom shows the large image at its own size times `magnify` (1 by default); drift
 * magnifies relative to the image as shown, so the factor is the large width over the shown width.
 */
function zoomFactor({ image, largeWidth }: ZoomTarget, magnify: number): number {
  const shown = image.getBoundingClientRect().width || image.width;
  return shown > 0 ? (largeWidth / shown) * magnify : 2;
}

/** Starts drift's hover zoom on an image. Imports nothing of the gallery, so it and drift make one chunk. */
export function startHoverZoom(target: ZoomTarget, options: Record<string, unknown>): Drift {
  const { image, pane } = target;
  // `zoom_options` are jQuery zoom's: `magnify` maps onto drift's factor, other keys are passed to drift.
  const { magnify = 1, ...drift } = options;
  return new Drift(image, {
    paneContainer: pane,
    inlinePane: false,
    sourceAttribute: 'data-large_image',
    namespace: 'shop-zoom',
    ...drift,
    handleTouch: true,
    touchDelay: NO_TOUCH_ZOOM_MS,
    hoverDelay: HOVER_DELAY_MS,
    zoomFactor: zoomFactor(target, Number(magnify) || 1),
    // As WooCommerce's zoom callback: the magnified copy is decoration, hidden from assistive technology.
    onShow: () => {
      const shown = pane.querySelector('.drift-zoom-pane');
      shown?.setAttribute('aria-hidden', 'true');
      shown?.querySelector('img')?.setAttribute('alt', '');
    },
  });
}

/** Whether drift shows its zoom in `pane` (its `isShowing` getter calls itself forever in drift 1.5.1). */
export function zoomShown(pane: HTMLElement): boolean {
  return pane.querySelector('.drift-zoom-pane.drift-open') !== null;
}

/** Shows the zoom of `image` at `point`, as drift does when a mouse enters the image there. */
export function showZoomAt(image: HTMLImageElement, { clientX, clientY }: ScreenPoint): void {
  image.dispatchEvent(new MouseEvent('mouseenter', { clientX, clientY }));
  image.dispatchEvent(new MouseEvent('mousemove', { clientX, clientY, bubbles: true }));
}
