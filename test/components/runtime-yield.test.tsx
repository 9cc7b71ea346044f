import { expect } from '@open-wc/testing';
import { useEffect } from 'react';
import { defineElement, type HostProps, type ShopElement } from '../../core/runtime/define-element.ts';

// A burst of about six slices: a browser may run a renderer's next slice (a posted message) before a timer
// that is already due, so other tasks can wait a slice or two for their turn.
const COUNT = 100;
const RENDER_MS = 2;
const renderedHosts = new Set<HTMLElement>();

/** Stands for an element whose first render costs a few milliseconds (a large variation form, a gallery). */
function Slow({ host }: HostProps) {
  renderedHosts.add(host);
  const end = performance.now() + RENDER_MS;
  while (performance.now() < end) {
    // The render's own work.
  }
  return <span data-slow />;
}

defineElement('test-slow', Slow, {});

const started = new Set<HTMLElement>();
const cleanedUp = new Set<HTMLElement>();

/** An element that keeps something running while mounted (a listener, a timer) and stops it on unmount. */
function Watching({ host }: HostProps) {
  useEffect(() => {
    started.add(host);
    // StrictMode runs a cleanup at mount too: only the one after removal counts.
    return () => {
      if (!host.isConnected) cleanedUp.add(host);
    };
  }, [host]);
  return null;
}

defineElement('test-watching', Watching, {});

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

// React renders the shared root's additions as a transition, in time slices; on the lean build (Preact renders a
// transition at once) the shared root commits them in slices itself (docs/lean-build.md). Both must pass.
describe('shared root: a page of elements upgrading', () => {
  it('yields to the browser between elements, then commits every one of them', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<test-slow></test-slow>'.repeat(COUNT);
    document.body.append(container);
    // What other tasks (input, timers) see of the render while it is under way.
    const seenByTasks: number[] = [];
    while (renderedHosts.size < COUNT) {
      await nextTask();
      seenByTasks.push(renderedHosts.size);
    }
    expect(
      seenByTasks.some((size) => size > 0 && size < COUNT),
      `rendered elements seen by tasks: ${seenByTasks.join(', ')}`,
    ).to.equal(true);

    const elements = [...container.querySelectorAll<ShopElement>('test-slow')];
    await Promise.all(elements.map((element) => element.updateComplete));
    expect(elements.filter((element) => element.querySelector('[data-slow]'))).to.have.length(COUNT);
    container.remove();
  });

  it('cleans up a removed element at once, not after a burst of new elements has rendered', async () => {
    const watching = document.createElement('test-watching') as ShopElement;
    document.body.append(watching);
    await watching.updateComplete;
    const container = document.createElement('div');
    container.innerHTML = '<test-slow></test-slow>'.repeat(COUNT);
    document.body.append(container);
    await nextTask();
    watching.remove();
    while (!cleanedUp.has(watching)) {
      await nextTask();
    }
    expect(
      container.querySelectorAll('[data-slow]').length,
      'the burst was still rendering when the removed element was cleaned up',
    ).to.be.below(COUNT);
    await Promise.all([...container.querySelectorAll<ShopElement>('test-slow')].map((element) => element.updateComplete));
    container.remove();
  });

  it('never starts an element removed from the page before its turn in a burst came', async () => {
    const container = document.createElement('div');
    container.innerHTML = `${'<test-slow></test-slow>'.repeat(COUNT)}<test-watching></test-watching>`;
    document.body.append(container);
    const last = container.querySelector<ShopElement>('test-watching')!;
    await nextTask();
    last.remove();
    await Promise.all([...container.querySelectorAll<ShopElement>('test-slow')].map((element) => element.updateComplete));
    expect(container.querySelectorAll('[data-slow]'), 'the rest of the burst rendered').to.have.length(COUNT);
    expect(started.has(last), 'the removed element started').to.equal(false);
    container.remove();
  });
});
