import { expect, fixture, fixtureCleanup, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import FakeTimers from '@sinonjs/fake-timers';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { IDLE_TIMEOUT_MS, NEAR_VIEWPORT_MARGIN } from '../../core/runtime/load-triggers.ts';
import type { LoadingStrategy } from '../../core/runtime/loading-strategy.ts';

/** Stands in for the browser's IntersectionObserver: the test says when an element comes near the viewport. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element): void {
    this.observed.add(element);
  }
  unobserve(element: Element): void {
    this.observed.delete(element);
  }
  disconnect(): void {
    this.observed.clear();
  }
  static comeNear(element: Element): void {
    for (const observer of FakeIntersectionObserver.instances) {
      if (!observer.observed.has(element)) continue;
      const entry = { target: element, isIntersecting: true } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}
window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;

// A page builder's component rendered before the library's entry ran, with a tag in its open shadow root.
const earlyComponent = document.createElement('div');
earlyComponent.attachShadow({ mode: 'open' }).innerHTML = '<section><test-shadow-early></test-shadow-early></section>';
document.body.append(earlyComponent);

/** Registers `tags` as one group whose chunk defines them all; counts the loads. */
function lazyGroup(tags: Record<string, LoadingStrategy>, options: { fail?: boolean } = {}) {
  const group = { loads: 0 };
  const load = async () => {
    group.loads++;
    if (options.fail) throw new Error('chunk 404');
    for (const tag of Object.keys(tags)) customElements.define(tag, class extends HTMLElement {});
  };
  registerLazyElements(Object.fromEntries(Object.keys(tags).map((tag) => [tag, load])), { strategies: tags });
  return group;
}

/** Resolves once the registry's MutationObserver (created before this one) has seen the latest insertion. */
function mutationsDelivered(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    document.body.setAttribute('data-probe-mutation', String(Date.now()));
  });
}

const defined = (tag: string) => customElements.get(tag) !== undefined;

describe('lazy registry: loading strategies', () => {
  afterEach(() => fixtureCleanup());

  it('eager: loads as soon as the tag is on the page', async () => {
    await fixture('<test-eager-a></test-eager-a>');
    const group = lazyGroup({ 'test-eager-a': 'eager' });
    await customElements.whenDefined('test-eager-a');
    expect(group.loads).to.equal(1);
  });

  it('loads nothing for a page without the tags, including markup inserted later', async () => {
    const group = lazyGroup({ 'test-absent-a': 'eager', 'test-absent-b': 'idle' });
    await fixture('<div><p>no elements here</p><test-absent-c></test-absent-c></div>');
    await mutationsDelivered();
    expect(group.loads).to.equal(0);
    expect(defined('test-absent-a')).to.be.false;
  });

  it('visible: loads when the element comes near the viewport, not before', async () => {
    const group = lazyGroup({ 'test-visible-a': 'visible' });
    const element = await fixture('<test-visible-a><p>below the fold</p></test-visible-a>');
    await mutationsDelivered();
    expect(group.loads).to.equal(0);
    const observer = FakeIntersectionObserver.instances.find((instance) => instance.observed.has(element))!;
    expect(observer.options.rootMargin).to.equal(NEAR_VIEWPORT_MARGIN);
    FakeIntersectionObserver.comeNear(element);
    await customElements.whenDefined('test-visible-a');
    expect(group.loads).to.equal(1);
    expect(observer.observed.has(element), 'no longer observed').to.be.false;
  });

  it('visible: an element on screen while the page still loads waits for the load event', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    try {
      const group = lazyGroup({ 'test-visible-b': 'visible' });
      const element = await fixture('<test-visible-b><p>above the fold</p></test-visible-b>');
      await mutationsDelivered();
      FakeIntersectionObserver.comeNear(element);
      await mutationsDelivered();
      expect(group.loads, 'before the load event').to.equal(0);
      window.dispatchEvent(new Event('load'));
      FakeIntersectionObserver.comeNear(element);
      await customElements.whenDefined('test-visible-b');
      expect(group.loads).to.equal(1);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });
  describe('idle', () => {
    let clock: FakeTimers.Clock;
    beforeEach(() => {
      clock = FakeTimers.install({ toFake: ['requestIdleCallback', 'cancelIdleCallback', 'setTimeout', 'clearTimeout'] });
    });
    afterEach(() => clock.uninstall());

    it('loads in the first idle period, at the latest after the idle timeout', async () => {
      const group = lazyGroup({ 'test-idle-a': 'idle' });
      document.body.insertAdjacentHTML('beforeend', '<test-idle-a></test-idle-a>');
      await mutationsDelivered();
      expect(group.loads).to.equal(0);
      // A timer due every millisecond keeps the fake clock from ever being idle: only the timeout runs the load.
      let busy = true;
      const work = (): void => void (busy && setTimeout(work, 1));
      work();
      clock.tick(IDLE_TIMEOUT_MS - 1);
      expect(group.loads, 'busy').to.equal(0);
      clock.tick(1);
      busy = false;
      expect(group.loads).to.equal(1);
      document.querySelector('test-idle-a')!.remove();
    });

    it('waits for the load event when the page is still loading', async () => {
      Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
      try {
        const group = lazyGroup({ 'test-idle-b': 'idle' });
        document.body.insertAdjacentHTML('beforeend', '<test-idle-b></test-idle-b>');
        await mutationsDelivered();
        clock.tick(IDLE_TIMEOUT_MS * 2);
        expect(group.loads, 'before the load event').to.equal(0);
        window.dispatchEvent(new Event('load'));
        clock.tick(1);
        expect(group.loads, 'idle at once').to.equal(1);
      } finally {
        delete (document as { readyState?: unknown }).readyState;
        document.querySelector('test-idle-b')!.remove();
      }
    });

    it("runs a tag's prelude once when the page is idle, while the element itself waits for intent", async () => {
      const group = { loads: 0 };
      let preludeRuns = 0;
      const load = async () => {
        group.loads++;
        customElements.define('test-prelude-a', class extends HTMLElement {});
      };
      const prelude = async () => void preludeRuns++;
      registerLazyElements(
        { 'test-prelude-a': load },
        { strategies: { 'test-prelude-a': 'interaction' }, preludes: { 'test-prelude-a': prelude } },
      );
      document.body.insertAdjacentHTML('beforeend', '<test-prelude-a></test-prelude-a><test-prelude-a></test-prelude-a>');
      await mutationsDelivered();
      expect(preludeRuns, 'before idle').to.equal(0);
      clock.tick(IDLE_TIMEOUT_MS);
      expect(preludeRuns, 'once for both elements').to.equal(1);
      expect(group.loads, 'the element waits for intent').to.equal(0);
      document.querySelector('test-prelude-a')!.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
      expect(group.loads, 'loaded on intent').to.equal(1);
      expect(preludeRuns).to.equal(1);
      document.querySelectorAll('test-prelude-a').forEach((element) => element.remove());
    });

    it('runs no prelude for an element that loads by itself', async () => {
      let preludeRuns = 0;
      const prelude = async () => void preludeRuns++;
      registerLazyElements(
        {
          'test-own-a': async () => customElements.define('test-own-a', class extends HTMLElement {}),
          'test-own-eager': async () => customElements.define('test-own-eager', class extends HTMLElement {}),
        },
        {
          strategies: { 'test-own-a': 'idle', 'test-own-eager': 'eager' },
          preludes: { 'test-own-a': prelude },
        },
      );
      // An element that loads by itself (at idle) does its work itself: no prelude.
      document.body.insertAdjacentHTML('beforeend', '<test-own-eager></test-own-eager><test-own-a id="own-idle"></test-own-a>');
      await mutationsDelivered();
      clock.tick(IDLE_TIMEOUT_MS);
      expect(preludeRuns, 'not for an element loading at idle').to.equal(0);
      document.querySelectorAll('test-own-a, test-own-eager').forEach((element) => element.remove());
    });

    it("runs a tag's prelude at idle for a waiting element even when another group has loaded", async () => {
      let preludeRuns = 0;
      registerLazyElements(
        {
          'test-own-b': async () => customElements.define('test-own-b', class extends HTMLElement {}),
          'test-own-eager-b': async () => customElements.define('test-own-eager-b', class extends HTMLElement {}),
        },
        {
          strategies: { 'test-own-b': 'interaction', 'test-own-eager-b': 'eager' },
          preludes: { 'test-own-b': async () => void preludeRuns++ },
        },
      );
      document.body.insertAdjacentHTML('beforeend', '<test-own-eager-b></test-own-eager-b><test-own-b></test-own-b>');
      await mutationsDelivered();
      clock.tick(IDLE_TIMEOUT_MS);
      expect(preludeRuns, 'whatever has loaded').to.equal(1);
      expect(customElements.get('test-own-b'), 'the element still waits for intent').to.equal(undefined);
      document.querySelectorAll('test-own-b, test-own-eager-b').forEach((element) => element.remove());
    });

    it('uses a timer where requestIdleCallback is missing', async () => {
      const { requestIdleCallback } = window;
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
      try {
        const group = lazyGroup({ 'test-idle-c': 'idle' });
        document.body.insertAdjacentHTML('beforeend', '<test-idle-c></test-idle-c>');
        await mutationsDelivered();
        expect(group.loads).to.equal(0);
        clock.tick(1);
        expect(group.loads).to.equal(1);
      } finally {
        window.requestIdleCallback = requestIdleCallback;
        document.querySelector('test-idle-c')!.remove();
      }
    });
  });

  describe('scroll', () => {
    const scrolledTo = async (y: number) => {
      const scrolled = oneEvent(window, 'scroll');
      window.scrollTo(0, y);
      await scrolled;
    };
    afterEach(() => window.scrollTo(0, 0));

    it("loads on the page's first scroll, not before", async () => {
      const group = lazyGroup({ 'test-scroll-a': 'scroll' });
      await fixture('<div><test-scroll-a></test-scroll-a><div style="height: 3000px"></div></div>');
      await mutationsDelivered();
      expect(group.loads).to.equal(0);
      await scrolledTo(200);
      await customElements.whenDefined('test-scroll-a');
      expect(group.loads).to.equal(1);
    });

    it('loads at once when the page is already scrolled (a restored position, a jump to the hash)', async () => {
      await fixture('<div style="height: 3000px"></div>');
      await scrolledTo(500);
      const group = lazyGroup({ 'test-scroll-b': 'scroll' });
      document.body.insertAdjacentHTML('beforeend', '<test-scroll-b></test-scroll-b>');
      await customElements.whenDefined('test-scroll-b');
      expect(group.loads).to.equal(1);
      document.querySelector('test-scroll-b')!.remove();
    });
  });

  describe('interaction', () => {
    for (const [name, act] of [
      ['pointerdown', (target: HTMLElement) => target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }))],
      ['focusin', (target: HTMLElement) => target.focus()],
      ['keydown', (target: HTMLElement) => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }))],
      ['touchstart', (target: HTMLElement) => target.dispatchEvent(new Event('touchstart', { bubbles: true, composed: true }))],
      // A field changed without a pointer, focus or key: another script's choice, a test driver's.
      ['change', (target: HTMLElement) => target.dispatchEvent(new Event('change', { bubbles: true }))],
    ] as const) {
      it(`loads on the first ${name} inside the element, not on a hover or an interaction elsewhere`, async () => {
        const tag = `test-interaction-${name}`;
        const group = lazyGroup({ [tag]: 'interaction' });
        const wrapper = await fixture<HTMLElement>(`<div><button>elsewhere</button><${tag}><a href="#menu">Menu</a></${tag}></div>`);
        await mutationsDelivered();
        const link = wrapper.querySelector('a')!;
        link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
        act(wrapper.querySelector('button')!);
        expect(group.loads).to.equal(0);
        act(link);
        expect(group.loads).to.equal(1);
        await customElements.whenDefined(tag);
      });
    }

    it('loads the elements around it that wait for intent too, not those waiting for another moment', async () => {
      const inner = lazyGroup({ 'test-nested-inner': 'interaction' });
      const intent = lazyGroup({ 'test-nested-intent': 'interaction' });
      const scroll = lazyGroup({ 'test-nested-scroll': 'scroll' });
      const wrapper = await fixture<HTMLElement>(
        `<div><test-nested-scroll><test-nested-intent><p>table</p>
          <test-nested-inner><button>+</button></test-nested-inner></test-nested-intent></test-nested-scroll></div>`,
      );
      await mutationsDelivered();
      wrapper.querySelector('p')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect([inner.loads, intent.loads], 'outside the inner element, only the one around it').to.deep.equal([0, 1]);
      wrapper.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect([inner.loads, intent.loads, scroll.loads]).to.deep.equal([1, 1, 0]);
      await customElements.whenDefined('test-nested-inner');
    });
  });

  describe('the loading attribute', () => {
    it('overrides the tag default on one element', async () => {
      const later = lazyGroup({ 'test-override-a': 'eager' });
      const sooner = lazyGroup({ 'test-override-b': 'interaction' });
      await fixture(
        '<div><test-override-a loading="interaction"></test-override-a><test-override-b loading="eager"></test-override-b></div>',
      );
      await customElements.whenDefined('test-override-b');
      expect(sooner.loads).to.equal(1);
      expect(later.loads, 'the eager tag marked interaction waits').to.equal(0);
    });

    it('is not waited for inside a modal dialog (a quick view): the element there loads at once', async () => {
      const group = lazyGroup({ 'test-in-dialog': 'interaction' });
      const dialog = await fixture<HTMLElement>('<div role="dialog" aria-modal="true" aria-label="Product"></div>');
      dialog.innerHTML = '<test-in-dialog loading="interaction"><button>Next image</button></test-in-dialog>';
      await waitUntil(() => defined('test-in-dialog'), 'defined with no interaction');
      expect(group.loads).to.equal(1);
    });

    it('warns once per bad value, naming the tag, the attribute and what is allowed, then uses the default', async () => {
      const warnings: string[] = [];
      const { warn } = console;
      console.warn = (message: string) => warnings.push(message);
      try {
        const group = lazyGroup({ 'test-bad-loading': 'eager' });
        await fixture(
          '<div><test-bad-loading loading="lazy"></test-bad-loading><test-bad-loading loading="lazy"></test-bad-loading></div>',
        );
        await customElements.whenDefined('test-bad-loading');
        expect(group.loads).to.equal(1);
        expect(warnings).to.deep.equal([
          'shop-elements: <test-bad-loading> loading="lazy" is not one of eager, visible, idle, scroll, interaction; using "eager".',
        ]);
      } finally {
        console.warn = warn;
      }
    });
  });

  describe('groups', () => {
    it('loads a group once, when the first of its tags triggers; its other tags upgrade with it', async () => {
      const group = lazyGroup({ 'test-group-wait': 'interaction', 'test-group-now': 'visible' });
      const wrapper = await fixture<HTMLElement>('<div><test-group-wait><button>open</button></test-group-wait></div>');
      await mutationsDelivered();
      expect(group.loads).to.equal(0);
      wrapper.insertAdjacentHTML('beforeend', '<test-group-now></test-group-now>');
      await mutationsDelivered();
      FakeIntersectionObserver.comeNear(wrapper.querySelector('test-group-now')!);
      wrapper.querySelector('button')!.focus();
      await customElements.whenDefined('test-group-wait');
      expect(group.loads).to.equal(1);
      expect(wrapper.querySelector('test-group-wait')!.matches(':defined')).to.be.true;
    });

    it('reports a chunk that fails to load once and keeps the markup', async () => {
      const errors: unknown[][] = [];
      const { error } = console;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        const group = lazyGroup({ 'test-broken-group': 'eager' }, { fail: true });
        const element = await fixture('<test-broken-group><p>fallback</p></test-broken-group>');
        await waitUntil(() => errors.length > 0, 'error reported');
        expect(String(errors[0]![0])).to.contain('<test-broken-group>');
        expect(element.querySelector('p')).to.have.text('fallback');
        expect(group.loads).to.equal(1);
      } finally {
        console.error = error;
      }
    });
  });

  describe('open shadow roots', () => {
    it('finds a tag in a shadow root that was there before registration', async () => {
      const group = lazyGroup({ 'test-shadow-early': 'eager' });
      await customElements.whenDefined('test-shadow-early');
      expect(group.loads).to.equal(1);
      earlyComponent.remove();
    });

    it('finds a tag inserted later into a shadow root attached later, nested in another one', async () => {
      const group = lazyGroup({ 'test-shadow-late': 'eager' });
      const outer = await fixture<HTMLElement>('<div></div>');
      const inner = document.createElement('div');
      outer.attachShadow({ mode: 'open' }).append(inner);
      const root = inner.attachShadow({ mode: 'open' });
      await mutationsDelivered();
      expect(group.loads).to.equal(0);
      root.innerHTML = '<p><test-shadow-late></test-shadow-late></p>';
      await customElements.whenDefined('test-shadow-late');
      expect(group.loads).to.equal(1);
    });

    it('finds a tag in the shadow root of a component that upgrades after it was inserted', async () => {
      const group = lazyGroup({ 'test-shadow-upgraded': 'eager' });
      await fixture('<test-builder-card></test-builder-card>');
      customElements.define(
        'test-builder-card',
        class extends HTMLElement {
          constructor() {
            super();
            this.attachShadow({ mode: 'open' }).innerHTML = '<test-shadow-upgraded></test-shadow-upgraded>';
          }
        },
      );
      await customElements.whenDefined('test-shadow-upgraded');
      expect(group.loads).to.equal(1);
    });

    it('replays a held click from inside a shadow root', async () => {
      const clicks: boolean[] = [];
      const load = async () => {
        customElements.define(
          'test-shadow-menu',
          class extends HTMLElement {
            connectedCallback() {
              this.addEventListener('click', (event) => event.preventDefault());
            }
          },
        );
      };
      registerLazyElements(
        { 'test-shadow-menu': load },
        { strategies: { 'test-shadow-menu': 'interaction' }, replayedClicks: { 'test-shadow-menu': 'a' } },
      );
      const host = await fixture<HTMLElement>('<div></div>');
      host.attachShadow({ mode: 'open' }).innerHTML = '<test-shadow-menu><a href="#menu">Menu</a></test-shadow-menu>';
      const onClick = (event: Event): void => {
        clicks.push(event.defaultPrevented);
        event.preventDefault();
      };
      window.addEventListener('click', onClick);
      try {
        host.shadowRoot!.querySelector('a')!.click();
        await customElements.whenDefined('test-shadow-menu');
        await waitUntil(() => clicks.length === 1, 'replayed');
        expect(clicks, 'taken over by the upgraded element').to.deep.equal([true]);
      } finally {
        window.removeEventListener('click', onClick);
      }
    });
  });
});
