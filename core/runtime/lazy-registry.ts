type Loader = () => Promise<unknown>;

const pending = new Map<string, Loader>();
let observer: MutationObserver | undefined;

/**
 * Registers tags whose implementation is fetched the first time the tag appears in the document, so a page
 * downloads only the elements it uses. Markup inserted later (page builders, fragments) is watched too.
 */
export function registerLazyElements(loaders: Record<string, Loader>): void {
  for (const [tag, load] of Object.entries(loaders)) {
    if (!customElements.get(tag) && !pending.has(tag)) pending.set(tag, load);
  }
  loadPresent(document.documentElement);
  if (pending.size > 0 && !observer) {
    observer = new MutationObserver(onMutations);
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }
}

function onMutations(records: MutationRecord[]): void {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element) loadPresent(node);
      if (pending.size === 0) {
        observer?.disconnect();
        observer = undefined;
        return;
      }
    }
  }
}

function loadPresent(root: Element): void {
  if (pending.size === 0) return;
  const anyTag = [...pending.keys()].join(',');
  if (!root.matches(anyTag) && !root.querySelector(anyTag)) return;
  for (const [tag, load] of pending) {
    if (root.localName === tag || root.querySelector(tag)) start(tag, load);
  }
}

function start(tag: string, load: Loader): void {
  // One loader serves a whole group: the chunk it fetches defines the group's other tags too, so they stop
  // being watched for (and, once nothing is pending, the observer stops).
  for (const [other, otherLoad] of pending) if (otherLoad === load) pending.delete(other);
  load().catch((error: unknown) => console.error(`shop-elements: could not load <${tag}>`, error));
}
