import { expect } from '@open-wc/testing';
import { defineElement, type HostProps, type ShopElement } from '../../core/runtime/define-element.ts';

const COUNT = 40;
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

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

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
});
