/**
 * Clicks `target` (by `click()`, or by the dispatch given) and says whether the click was left to follow its
 * link: a listener on the document, which runs after every element's own, reads whether anything prevented the
 * click, then prevents it so the test page stays where it is.
 */
export function leftToFollow(target: HTMLElement, click: () => void = () => target.click()): boolean {
  let followed = false;
  document.addEventListener(
    'click',
    (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  click();
  return followed;
}
