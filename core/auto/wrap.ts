/**
 * One line of auto mode's tables: where a theme printed WooCommerce's (or a plugin's) markup without the library's
 * tag, and how to put the tag around it.
 */
export interface WrapRule {
  /** The markup as WooCommerce, Storefront or the plugin prints it. */
  selector: string;
  tag: string;
  /**
   * What the tag goes around, from the matched node: the node itself by default, another node (an ancestor, a
   * tag put around the match by an earlier rule), or a run of siblings. Nothing (`null`) leaves the match alone.
   */
  target?: (match: Element) => Element | Element[] | null;
  /** Matches inside these are left alone: another element already owns that markup. */
  unless?: string;
  /** Attributes the tag needs that the markup says (read from it when wrapping). */
  attributes?: (match: Element) => Record<string, string>;
  /**
   * Once the tag is in: what the theme's CSS expects of the markup around it from a theme script the tag
   * replaces (a class, a state kept in step with the element's).
   */
  adapt?: (match: Element) => void;
}

/** The tags auto mode created, so the observer does not read its own insertions again. */
const created = new WeakSet<Element>();

export const isAutoWrapper = (node: Node): boolean => node instanceof Element && created.has(node);

/** Applies every rule, in order, to `root` and the markup inside it. Markup already inside its tag is left alone. */
export function wrapMarkup(root: Element | Document, rules: readonly WrapRule[]): void {
  for (const rule of rules) {
    const matches = [...root.querySelectorAll(rule.selector)];
    if (root instanceof Element && root.matches(rule.selector)) matches.unshift(root);
    for (const match of matches) {
      if (rule.unless && match.closest(rule.unless)) continue;
      const found = rule.target ? rule.target(match) : match;
      const targets = Array.isArray(found) ? found : found ? [found] : [];
      if (targets.length === 0 || targets[0]!.closest(rule.tag)) continue;
      wrapSiblings(targets, rule.tag, rule.attributes?.(match) ?? {});
      rule.adapt?.(match);
    }
  }
}

/**
 * Puts a new `tag` around the run of siblings from the first target to the last one (text between them included).
 * The run goes into the tag before the tag goes into the page, so a tag already defined upgrades with its markup
 * inside; focus inside the run is given back.
 */
function wrapSiblings(targets: Element[], tag: string, attributes: Record<string, string>): void {
  const first = targets[0]!;
  const last = targets[targets.length - 1]!;
  const parent = first.parentNode;
  if (!parent) return;
  const wrapper = first.ownerDocument.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) wrapper.setAttribute(name, value);
  created.add(wrapper);
  const focused = first.ownerDocument.activeElement;
  const after = last.nextSibling;
  const run: Node[] = [];
  for (let node: Node | null = first; node && node !== after; node = node.nextSibling) run.push(node);
  wrapper.append(...run);
  parent.insertBefore(wrapper, after);
  if (focused instanceof HTMLElement && wrapper.contains(focused) && focused.ownerDocument.activeElement !== focused)
    focused.focus({ preventScroll: true });
}

/** The run of element siblings around `element` that match `selector`, `element` included (document order). */
export function siblingRun(element: Element, selector: string): Element[] {
  const run = [element];
  for (let sibling = element.previousElementSibling; sibling?.matches(selector); sibling = sibling.previousElementSibling)
    run.unshift(sibling);
  for (let sibling = element.nextElementSibling; sibling?.matches(selector); sibling = sibling.nextElementSibling) run.push(sibling);
  return run;
}
