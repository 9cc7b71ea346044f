import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { atom } from 'jotai';
import { defineElement, type HostProps, type ShopElement } from '../../core/runtime/define-element.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { store } from '../../core/state/store.ts';
import { mount } from '../support/mount.ts';

const sharedCount = atom(0);

interface ProbeProps extends HostProps {
  label?: string;
  open?: boolean;
  size?: number;
  explode?: boolean;
  tags?: string[];
}

function Probe({ host, label = 'default label', open = false, size = 1, explode = false, tags = [] }: ProbeProps) {
  const [count, setCount] = useAtom(sharedCount);
  if (explode) throw new Error('probe exploded');
  return (
    <button type="button" data-probe onClick={() => setCount(count + 1)} data-host={host.localName} data-tags={tags.join('+')}>
      {label}|{String(open)}|{size}|{count}
    </button>
  );
}

const propTypes = { label: 'string', open: 'boolean', size: 'number', explode: 'boolean', tags: 'json' } as const;

/** Marks its host from an effect, as elements add their listeners. */
function EffectProbe({ host }: HostProps) {
  useEffect(() => {
    host.dataset['effectRan'] = 'yes';
  }, [host]);
  return null;
}
defineElement('test-effect-probe', EffectProbe, {});
const ProbeElement = defineElement('test-probe', Probe, propTypes);
const text = (element: Element) => element.querySelector('[data-probe]')?.textContent;

describe('defineElement (shared React root)', () => {
  it('is idempotent: defining the tag again returns the registered class', () => {
    expect(defineElement('test-probe', Probe, propTypes)).to.equal(ProbeElement);
  });

  it('renders every element into one shared root, keeping the host light DOM', async () => {
    const first = await mount<ShopElement>('<test-probe label="a"></test-probe>');
    const second = await mount<ShopElement>('<test-probe label="b"></test-probe>');
    expect(document.querySelectorAll('[data-shop-elements-root]')).to.have.length(1);
    expect(first.shadowRoot).to.equal(null);
    expect(first.querySelector('[data-probe]')).to.have.attribute('data-host', 'test-probe');
    expect(text(second)).to.equal('b|false|1|0');
  });

  it('shares one jotai store: an update in one element shows in all, and outside React', async () => {
    store.set(sharedCount, 0);
    const first = await mount<ShopElement>('<test-probe></test-probe>');
    const second = await mount<ShopElement>('<test-probe></test-probe>');
    first.querySelector<HTMLButtonElement>('[data-probe]')!.click();
    await second.updateComplete;
    expect(text(second)).to.equal('default label|false|1|1');
    expect(store.get(sharedCount)).to.equal(1);
    store.set(sharedCount, 5);
    await waitUntil(() => text(first)?.endsWith('|5'), 'store.set re-renders');
  });

  it('treats a bare boolean attribute as true and "false" as false', async () => {
    const element = await mount<ShopElement>('<test-probe open></test-probe>');
    expect(text(element)).to.equal('default label|true|1|' + store.get(sharedCount));
    element.setAttribute('open', 'false');
    await element.updateComplete;
    expect(text(element)).to.contain('|false|');
  });

  it('returns a prop to its default when the attribute is removed', async () => {
    const element = await mount<ShopElement>('<test-probe label="custom" size="3" open></test-probe>');
    expect(text(element)).to.match(/^custom\|true\|3\|/);
    element.removeAttribute('label');
    element.removeAttribute('size');
    element.removeAttribute('open');
    await element.updateComplete;
    expect(text(element)).to.match(/^default label\|false\|1\|/);
  });

  it('maps properties to the same props as attributes', async () => {
    const element = await mount<ShopElement & { label: string; size: number }>('<test-probe></test-probe>');
    element.label = 'from property';
    element.size = 7;
    await element.updateComplete;
    expect(text(element)).to.match(/^from property\|false\|7\|/);
    expect(element.getAttribute('label')).to.equal('from property');
  });

  it('reads JSON attributes and properties; a malformed value falls back to the default instead of breaking', async () => {
    const element = await mount<ShopElement & { tags: string[] | undefined }>(`<test-probe tags='["a","b"]'></test-probe>`);
    const tags = (host: Element) => host.querySelector('[data-probe]')?.getAttribute('data-tags');
    expect(tags(element)).to.equal('a+b');
    element.tags = ['c'];
    await element.updateComplete;
    expect(element.getAttribute('tags')).to.equal('["c"]');
    expect(tags(element)).to.equal('c');

    const broken = await mount<ShopElement>(`<test-probe label="still works" tags="oops"></test-probe>`);
    expect(text(broken)).to.match(/^still works\|/);
    expect(tags(broken)).to.equal('');
    expect(broken).not.to.have.attribute('data-state');
  });

  it('contains a failure: the failing element keeps its server markup and reports it; others keep working', async () => {
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const healthy = await mount<ShopElement>('<test-probe label="healthy"></test-probe>');
      const wrapper = document.createElement('div');
      wrapper.innerHTML = '<test-probe explode><p class="fallback">Server markup</p></test-probe>';
      const failing = wrapper.firstElementChild as ShopElement;
      const reported = oneEvent(failing, 'shop-element-failed');
      document.body.append(wrapper);
      const event = await reported;
      expect((event.detail.error as Error).message).to.equal('probe exploded');
      expect(event.detail.tag).to.equal('test-probe');
      expect(event.bubbles).to.be.true;
      await failing.updateComplete;
      expect(failing.querySelector('.fallback')).to.have.text('Server markup');
      expect(failing.querySelector('[data-probe]')).to.equal(null);
      expect(failing).to.have.attribute('data-state', 'error');
      expect(errors.length).to.be.greaterThan(0);
      healthy.setAttribute('label', 'still alive');
      await healthy.updateComplete;
      expect(text(healthy)).to.match(/^still alive/);
      wrapper.remove();
    } finally {
      console.error = originalError;
    }
  });

  it('unmounts React content when the element leaves the page, leaving the server markup', async () => {
    const element = await mount<ShopElement>('<test-probe><span class="server">kept</span></test-probe>');
    const parent = element.parentElement!;
    element.remove();
    await waitUntil(() => !element.querySelector('[data-probe]'), 'portal removed');
    expect(element.querySelector('.server')).to.have.text('kept');
    parent.append(element);
    await element.updateComplete;
    expect(element.querySelector('[data-probe]')).to.exist;
  });

  it("settles updateComplete once the element's effects have run, however late the browser runs them", async () => {
    // The lazy registry replays a shopper's early click once updateComplete settles: the listeners an element adds
    // in its effects must be there by then. Zero-delay timers run at once here, as they can outrun React's
    // scheduled effects on a loaded machine.
    const nativeSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: () => void, delay?: number) => {
      if (delay) return nativeSetTimeout(handler, delay);
      queueMicrotask(handler);
      return 0;
    }) as typeof window.setTimeout;
    try {
      const wrapper = document.createElement('div');
      wrapper.innerHTML = '<test-effect-probe></test-effect-probe>';
      document.body.append(wrapper);
      const element = wrapper.firstElementChild as ShopElement;
      await customElements.whenDefined('test-effect-probe');
      await element.updateComplete;
      expect(element.dataset['effectRan']).to.equal('yes');
      wrapper.remove();
    } finally {
      window.setTimeout = nativeSetTimeout;
    }
  });

  it('settles updateComplete of an element removed before React committed it', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<test-probe label="short-lived"></test-probe>';
    document.body.append(wrapper);
    const element = wrapper.firstElementChild as ShopElement;
    const settled = element.updateComplete.then(() => 'settled');
    wrapper.remove();
    expect(await settled).to.equal('settled');
  });

  it('does not mount an element that was created but never inserted', async () => {
    const element = document.createElement('test-probe') as ShopElement;
    element.setAttribute('label', 'detached');
    // An element inserted afterwards renders; by then the detached one would have too.
    await mount<ShopElement>('<test-probe label="inserted"></test-probe>');
    expect(element.querySelector('[data-probe]')).to.equal(null);
  });
});

describe('registerLazyElements', () => {
  it('loads a tag once, the first time it appears, including markup inserted later', async () => {
    let loads = 0;
    registerLazyElements({
      'test-lazy-widget': async () => {
        loads++;
        defineElement('test-lazy-widget', Probe, propTypes);
      },
    });
    await new Promise(requestAnimationFrame);
    expect(loads, 'not on the page yet (a frame later: the registry has looked at the page)').to.equal(0);
    const holder = document.createElement('div');
    holder.innerHTML = '<section><test-lazy-widget label="lazy"></test-lazy-widget></section>';
    document.body.append(holder);
    await customElements.whenDefined('test-lazy-widget');
    const element = holder.querySelector<ShopElement>('test-lazy-widget')!;
    await element.updateComplete;
    expect(text(element)).to.match(/^lazy\|/);
    holder.insertAdjacentHTML('beforeend', '<test-lazy-widget></test-lazy-widget>');
    await holder.querySelector<ShopElement>('test-lazy-widget:last-child')!.updateComplete;
    expect(loads).to.equal(1);
    holder.remove();
  });

  it('fetches a group once for all its tags: the tags that appear later start no second load', async () => {
    let loads = 0;
    const loadGroup = async () => {
      loads++;
      defineElement('test-group-first', Probe, propTypes);
      defineElement('test-group-second', Probe, propTypes);
    };
    registerLazyElements({ 'test-group-first': loadGroup, 'test-group-second': loadGroup });
    const holder = document.createElement('div');
    holder.innerHTML = '<test-group-first></test-group-first>';
    document.body.append(holder);
    await customElements.whenDefined('test-group-first');
    holder.insertAdjacentHTML('beforeend', '<test-group-second label="same chunk"></test-group-second>');
    const second = holder.querySelector<ShopElement>('test-group-second')!;
    await second.updateComplete;
    expect(text(second)).to.match(/^same chunk\|/);
    expect(loads).to.equal(1);
    holder.remove();
  });

  it('reports a chunk that fails to load and keeps the markup', async () => {
    const errors: unknown[][] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      document.body.insertAdjacentHTML('beforeend', '<test-broken-chunk><p>fallback</p></test-broken-chunk>');
      registerLazyElements({ 'test-broken-chunk': () => Promise.reject(new Error('chunk 404')) });
      await waitUntil(() => errors.length > 0, 'error reported');
      expect(String(errors[0]![0])).to.contain('<test-broken-chunk>');
      expect(document.querySelector('test-broken-chunk p')).to.have.text('fallback');
    } finally {
      console.error = originalError;
      document.querySelector('test-broken-chunk')?.remove();
    }
  });
});
