import type { ShopElement } from './define-element.ts';
import { listenForFirstInteraction } from './first-interaction.ts';
import { whenIdle, whenNearViewport, whenScrolled } from './load-triggers.ts';
import { strategyOf, type LoadingStrategy } from './loading-strategy.ts';
import { onAttachedShadowRoot, openShadowRootsUnder } from './shadow-roots.ts';
import { listenForSubmittingChanges } from './submitting-changes.ts';

type Loader = () => Promise<unknown>;

/** One chunk's load, shared by every tag it defines. */
interface Group {
  load: Loader;
  /** Set when the first of its tags' strategies triggers; settles once the chunk has run or failed. */
  loading?: Promise<void>;
  arrived: boolean;
  /** Pending visible, idle and scroll waits, dropped once the group loads. */
  waits: Array<() => void>;
}

/**
 * Loads a waiting element's code at once (a legacy event it honours came before the shopper acted); settles once
 * it has upgraded or its code has failed to load.
 */
export type Wake = (host: Element) => Promise<void>;

/** Work a tag's page needs once idle, renderer-free, while the element itself waits for its own strategy. */
type PreludeLoader = (wake: Wake) => Promise<unknown>;

interface Prelude {
  load: PreludeLoader;
  scheduled: boolean;
}

interface LazyTag {
  group: Group;
  strategy: LoadingStrategy;
  replayedClicks: string | undefined;
  countsEveryClick: boolean;
  prelude: Prelude | undefined;
}

export interface LazyOptions {
  /** Each tag's default loading strategy (eager where missing). */
  strategies?: Record<string, LoadingStrategy>;
  /**
   * Per tag, a selector of the controls (matched by the clicked node or an ancestor, inside the element or
   * outside it naming it) whose click before the code has arrived is held and replayed once it has upgraded.
   */
  replayedClicks?: Record<string, string>;
  /** The tags whose every early click on a control is replayed, repeats included (a stepper's taps). */
  everyClickReplayed?: readonly string[];
  /** Per tag, a selector of the selects whose change submits their form while the tag's code is not running. */
  submittingChanges?: Record<string, string>;
  /**
   * Per tag, work run at the first idle moment after the load event, whatever has loaded by then, once an element
   * of the tag waits for the shopper (strategy `interaction`): the part of its work that cannot wait for the
   * shopper (a cached page's cart count, a store notice) and needs no renderer. An element that loads by itself
   * does the work itself. Tags sharing a loader share one run. It is given `wake`, to load a waiting element at once.
   */
  preludes?: Record<string, PreludeLoader>;
}

const lazyTags = new Map<string, LazyTag>();
const scheduled = new WeakSet<Element>();
let watchedRoots = new WeakSet<Node>();
let mutations: MutationObserver | undefined;
let stopListening: (() => void) | undefined;
const changeSelectors = new Map<string, string>();
let changesListening = false;
/** Built on first use, and again whenever more tags are registered. */
let namingSelectorCache: string | undefined;

/**
 * Registers tags whose implementation is fetched when the first element of the tag on the page asks for it,
 * by its loading strategy (its `loading` attribute, else its tag's default in `strategies`, else eager), so a
 * page downloads only the elements it uses, when it needs them. Markup inserted later (page builders,
 * fragments) and open shadow roots are watched too. Tags that share a loader share one load.
 */
export function registerLazyElements(
  loaders: Record<string, Loader>,
  { strategies = {}, replayedClicks = {}, everyClickReplayed = [], submittingChanges = {}, preludes = {} }: LazyOptions = {},
): void {
  const groups = new Map<Loader, Group>();
  const preludeRuns = new Map<PreludeLoader, Prelude>();
  for (const [tag, load] of Object.entries(loaders)) {
    if (customElements.get(tag) || lazyTags.has(tag)) continue;
    const group = groups.get(load) ?? { load, arrived: false, waits: [] };
    groups.set(load, group);
    const preludeLoad = preludes[tag];
    const prelude = preludeLoad && (preludeRuns.get(preludeLoad) ?? { load: preludeLoad, scheduled: false });
    if (prelude) preludeRuns.set(prelude.load, prelude);
    lazyTags.set(tag, {
      group,
      strategy: strategies[tag] ?? 'eager',
      replayedClicks: replayedClicks[tag],
      countsEveryClick: everyClickReplayed.includes(tag),
      prelude,
    });
  }
  namingSelectorCache = undefined;
  for (const [tag, selector] of Object.entries(submittingChanges)) changeSelectors.set(tag, selector);
  if (changeSelectors.size > 0 && !changesListening) {
    listenForSubmittingChanges((tag) => changeSelectors.get(tag));
    changesListening = true;
  }
  // The stylesheet's sign that the library runs: rules that prepare the first paint for code still to come give
  // up after a while without it (the entry blocked or failed to load).
  document.documentElement.setAttribute('data-shop-elements', '');
  if (!selectorOfTagsToStart()) return;
  mutations ??= new MutationObserver(onMutations);
  stopListening ??= listenForFirstInteraction({
    hostsOf: waitingHostsOf,
    controlledHostOf,
    replayedClicksOf: (host) => lazyTags.get(host.localName)?.replayedClicks,
    countsEveryClick: (host) => lazyTags.get(host.localName)?.countsEveryClick ?? false,
    load: loadHost,
  });
  onAttachedShadowRoot(watch);
  watch(document);
}

/** Watches the root for inserted markup (once) and schedules the tags already in it and in its open shadow roots. */
function watch(root: Document | ShadowRoot): void {
  if (!mutations) return;
  if (!watchedRoots.has(root)) {
    watchedRoots.add(root);
    mutations.observe(root, { childList: true, subtree: true });
  }
  scheduleUnder(root, selectorOfTagsToStart());
  openShadowRootsUnder(root).forEach(watch);
}

function onMutations(records: MutationRecord[]): void {
  const selector = selectorOfTagsToStart();
  for (const record of records) {
    for (const node of record.addedNodes) if (node instanceof Element) scheduleUnder(node, selector);
  }
  if (!selectorOfTagsToStart()) {
    // Nothing left to start: stop watching (interaction listeners stay until every load has settled).
    mutations?.disconnect();
    mutations = undefined;
    watchedRoots = new WeakSet();
  }
}

function selectorOfTagsToStart(): string {
  return [...lazyTags].flatMap(([tag, { group }]) => (group.loading ? [] : [tag])).join(',');
}

function scheduleUnder(root: ParentNode, selector: string): void {
  if (!selector) return;
  if (root instanceof Element && root.matches(selector)) schedule(root);
  root.querySelectorAll(selector).forEach(schedule);
}

/**
 * A modal dialog holds what the shopper opened it for (a quick view's product): the elements in it load at once.
 * Waiting there would gain nothing, and what draws a waiting element's first paint (an idle prelude: the gallery's
 * controls, the opening tab) runs once per page, so a second dialog's would show bare until touched.
 */
const MODAL_DIALOG = '[aria-modal="true"]';

function schedule(element: Element): void {
  const lazy = lazyTags.get(element.localName);
  if (!lazy || lazy.group.loading || scheduled.has(element)) return;
  scheduled.add(element);
  const strategy = element.closest(MODAL_DIALOG) ? 'eager' : strategyOf(element, lazy.strategy);
  if (strategy === 'interaction') schedulePrelude(lazy.prelude);
  const start = (): void => void startLoad(element.localName);
  switch (strategy) {
    case 'eager':
      start();
      break;
    case 'visible':
      lazy.group.waits.push(whenNearViewport(element, start));
      break;
    case 'idle':
      lazy.group.waits.push(whenIdle(start));
      break;
    case 'scroll':
      lazy.group.waits.push(whenScrolled(start));
      break;
    case 'interaction':
      // The first-interaction listeners start it.
      break;
  }
}

function schedulePrelude(prelude: Prelude | undefined): void {
  if (!prelude || prelude.scheduled) return;
  prelude.scheduled = true;
  whenIdle(() => void prelude.load(loadHost).catch((error: unknown) => console.error('shop-elements: could not load a prelude', error)));
}

function startLoad(tag: string): Promise<void> {
  const { group } = lazyTags.get(tag)!;
  if (!group.loading) {
    group.waits.splice(0).forEach((stop) => stop());
    group.loading = group
      .load()
      .then(
        () => undefined,
        (error: unknown) => {
          console.error(`shop-elements: could not load <${tag}>`, error);
          markFailed(group);
        },
      )
      .finally(() => {
        group.arrived = true;
        if ([...lazyTags.values()].every(({ group: other }) => other.arrived)) void stopListeningOnceRendered();
      });
  }
  return group.loading;
}

/** Clicks are held until the elements on the page have rendered too, as `isWaiting` says. */
async function stopListeningOnceRendered(): Promise<void> {
  const renders = hostsOnPage([...lazyTags.keys()].join(',')).map((host) => (host as Partial<ShopElement>).updateComplete);
  await Promise.all(renders.filter((render) => render !== undefined));
  stopListening?.();
  stopListening = undefined;
}

/**
 * The group's elements on the page keep their server markup as it is, in the state an element whose render threw
 * gets (`data-state="error"`): the stylesheet stops preparing them for code that will not come (an accordion's
 * closed panels show again).
 */
function markFailed(group: Group): void {
  hostsOnPage(tagsOf(group)).forEach((element) => element.setAttribute('data-state', 'error'));
}

const tagsOf = (group: Group): string => [...lazyTags].flatMap(([tag, lazy]) => (lazy.group === group ? [tag] : [])).join(',');

const hostsOnPage = (selector: string): Element[] =>
  [document, ...openShadowRootsUnder(document)].flatMap((root) => [...root.querySelectorAll(selector)]);

/**
 * The elements on the event's path still waiting (a failed chunk counts as arrived) that it starts, innermost
 * first: the innermost, and every one around it that waits for the shopper's intent, which this is too (a cart
 * table's quantity field pressed: the table's code is wanted for the change the field is about to make). One
 * waiting for another moment (visible, idle, scroll) keeps it.
 */
function waitingHostsOf(event: Event): Element[] {
  const waiting = event.composedPath().filter((node): node is Element => node instanceof Element && isWaiting(node));
  return waiting.filter((host, index) => index === 0 || waitsForIntent(host));
}

function waitsForIntent(host: Element): boolean {
  const lazy = lazyTags.get(host.localName)!;
  return strategyOf(host, lazy.strategy) === 'interaction';
}

/**
 * Its chunk has not arrived, or has and the element has not rendered yet (React commits in a task of its own):
 * a click then would still reach only the server markup.
 */
function isWaiting(node: Element | null): node is Element {
  const lazy = node && lazyTags.get(node.localName);
  if (!lazy) return false;
  if (!lazy.group.arrived) return true;
  return customElements.get(node.localName) !== undefined && (node as Partial<ShopElement>).hasUpdated === false;
}

/** What a control naming an element carries: `aria-controls`, or a `data-{tag}` of a registered tag. */
const namingSelector = (): string => ['[aria-controls]', ...[...lazyTags.keys()].map((tag) => `[data-${tag}]`)].join(', ');

/**
 * The waiting element that a control outside it (or the control's ancestor) names by `aria-controls`, or by a
 * `data-{tag}` attribute holding its id (`#id` or `id`), in the control's document or shadow root. Runs on every
 * pointer, focus and key event, so only the ancestors carrying such an attribute are read (a native `closest`).
 */
function controlledHostOf(target: Element): Element | undefined {
  const root = target.getRootNode() as Document | ShadowRoot;
  const naming = (namingSelectorCache ??= namingSelector());
  for (let node = target.closest(naming); node; node = node.parentElement?.closest(naming) ?? null) {
    const ids = node.getAttribute('aria-controls')?.split(/\s+/) ?? [];
    for (const tag of lazyTags.keys()) ids.push(node.getAttribute(`data-${tag}`)?.replace(/^#/, '') ?? '');
    const named = ids.map((id) => (id ? root.getElementById(id) : null)).find(isWaiting);
    if (named) return named;
  }
  return undefined;
}

async function loadHost(host: Element): Promise<void> {
  await startLoad(host.localName);
  if (customElements.get(host.localName)) await (host as Partial<ShopElement>).updateComplete;
}
