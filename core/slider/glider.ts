import type Glider from 'glider-js';

/** glider's options; `skipTrack` uses the wrapper's first child as the track instead of wrapping the slides. */
export type GliderOptions = NonNullable<ConstructorParameters<typeof Glider>[1]> & { skipTrack?: boolean };

export interface MountedGlider {
  glider: Glider;
  /** Takes glider off again, leaving the wrapper, track and slides as they were before. */
  unmount(): void;
}

const GLIDER_CLASSES = /^(glider|glider-track|draggable|drag|glider-slide|active|visible|center|left-\d+|right-\d+)$/;

/** Puts back an element's style and glider-free classes as they were before glider ran. */
function restorer(element: HTMLElement): () => void {
  const style = element.getAttribute('style');
  return () => {
    [...element.classList].filter((name) => GLIDER_CLASSES.test(name)).forEach((name) => element.classList.remove(name));
    if (element.classList.length === 0) element.removeAttribute('class');
    element.removeAttribute('data-gslide');
    if (style === null) element.removeAttribute('style');
    else element.setAttribute('style', style);
  };
}

/**
 * Loads glider-js (its own chunk, fetched on the first slider only) and starts it on `wrapper`: its children
 * are the slides, or with `skipTrack` the children of its first child (a list the page printed stays the track).
 * glider measures with a left-to-right scrollLeft, so the wrapper scrolls ltr while it runs. glider's own
 * `destroy()` replaces the wrapper with a clone and strips every style attribute inside it, which would orphan
 * the references the page holds, so `unmount()` undoes its changes in place instead.
 */
export async function mountGlider(wrapper: HTMLElement, options: GliderOptions): Promise<MountedGlider> {
  const { default: GliderClass } = await import('glider-js');
  const printedTrack = options.skipTrack ? (wrapper.firstElementChild as HTMLElement) : null;
  const slides = [...(printedTrack ?? wrapper).children] as HTMLElement[];
  const restores = [wrapper, ...(printedTrack ? [printedTrack] : []), ...slides].map(restorer);
  const direction = wrapper.getAttribute('dir');
  wrapper.setAttribute('dir', 'ltr');
  const glider = new GliderClass(wrapper, options);
  const unmount = (): void => {
    // glider hands back the instance it stored on the element; a later slider on this wrapper needs a new one.
    delete (wrapper as { _glider?: unknown })._glider;
    glider.event(window, 'remove', { resize: glider.resize });
    if (!printedTrack) glider.track.replaceWith(...glider.track.childNodes);
    wrapper.scrollLeft = 0;
    restores.forEach((restore) => restore());
    if (direction === null) wrapper.removeAttribute('dir');
    else wrapper.setAttribute('dir', direction);
  };
  return { glider, unmount };
}
