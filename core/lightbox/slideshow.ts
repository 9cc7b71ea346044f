/**
 * The slideshow toggle (`aria-pressed`): pressed, `next` runs every `interval` ms until it answers that no image
 * is left, or the toggle is pressed again. Returns what stops it (on closing).
 */
export function wireSlideshow(button: HTMLElement | null, interval: number, next: () => boolean): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = (): void => {
    clearInterval(timer);
    timer = undefined;
    button?.setAttribute('aria-pressed', 'false');
  };
  // Stopped here: glightbox closes on a click that is not inside a slide or on a `.gbtn`'s descendant.
  button?.addEventListener('click', (event) => {
    event.stopPropagation();
    if (timer !== undefined) return stop();
    button.setAttribute('aria-pressed', 'true');
    timer = setInterval(() => {
      if (!next()) stop();
    }, interval);
  });
  return stop;
}
