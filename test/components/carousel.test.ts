import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../../elements/carousel/carousel.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { store } from '../../core/state/store.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { mount } from '../support/mount.ts';
import { inViewBlockHooks } from '../support/in-view-block-hooks.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';

const SLIDES = ['Linen shirt', 'Denim jacket', 'Wool scarf', 'Canvas tote']
  .map((name) => `<li><a href="/product/${name.toLowerCase().replace(' ', '-')}/">${name}</a></li>`)
  .join('');
const carousel = (attributes = 'label="New arrivals"') =>
  `<shop-carousel ${attributes} style="width: 400px"><ul>${SLIDES}</ul></shop-carousel>`;

const list = (element: Element) => element.querySelector<HTMLElement>('ul')!;
const slides = (element: Element) => [...element.querySelectorAll<HTMLElement>('li')];
const button = (element: Element, name: string) => element.querySelector<HTMLButtonElement>(`.shop-carousel__${name}`)!;
/** The slides a shopper can reach: those not made inert. */
const reachable = (element: Element) =>
  slides(element)
    .filter((slide) => !slide.inert)
    .map((slide) => slide.getAttribute('aria-label'));

describe('<shop-carousel>', () => {
  const view = inViewBlockHooks();

  /** Mounts a carousel and brings it into view, resolving once glider runs and the controls are there. */
  async function running(attributes?: string): Promise<ShopElement> {
    const element = await mount<ShopElement>(carousel(attributes));
    view.intersections.show(list(element));
    await until(() => element.querySelector('.shop-carousel__next'), 'the slider started');
    return element;
  }

  // First in the file: the library warns of a missing params global once per page.
  it("says nothing of WooCommerce's product params on a page that has none (any page but a product's)", async () => {
    expect('wc_single_product_params' in window).to.equal(false);
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const element = await running('label="New arrivals"');
      expect(element).to.have.attribute('aria-roledescription', 'carousel');
    } finally {
      console.warn = warn;
    }
    expect(warnings.flat().join(' ')).to.not.contain('wc_single_product_params');
  });

  it('names the region and its slides "n of N" from the upgrade, and loads no slider before it is in view', async () => {
    const element = await mount<ShopElement>(carousel());
    expect(element).to.have.attribute('role', 'region');
    expect(element).to.have.attribute('aria-roledescription', 'carousel');
    expect(element).to.have.attribute('aria-label', 'New arrivals');
    expect(slides(element).map((slide) => [slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')])).to.deep.equal([
      ['slide', '1 of 4'],
      ['slide', '2 of 4'],
      ['slide', '3 of 4'],
      ['slide', '4 of 4'],
    ]);
    expect(slides(element)[0], 'list items keep their role').to.not.have.attribute('role');
    expect(element.querySelector('.glider'), 'no slider yet').to.equal(null);
    expect(element.querySelector('button'), 'no controls yet').to.equal(null);
    expect(reachable(element)).to.have.length(4);
    await expect(element).to.be.accessible();
  });

  it('starts the slider when the list is 90% of the way into view, not before', async () => {
    view.intersections.restore();
    const [spacer, below] = [document.createElement('div'), document.createElement('div')];
    spacer.style.height = below.style.height = `${window.innerHeight}px`;
    document.body.prepend(spacer);
    try {
      const element = await mount<ShopElement>(carousel());
      document.body.append(below);
      const topAt = (share: number) => window.scrollBy(0, list(element).getBoundingClientRect().top - window.innerHeight * share);
      topAt(0.95);
      await new Promise(requestAnimationFrame);
      await new Promise(requestAnimationFrame);
      expect(list(element).getBoundingClientRect().top / window.innerHeight).to.be.closeTo(0.95, 0.01);
      expect(element.querySelector('.glider'), 'not at 95%').to.equal(null);
      topAt(0.85);
      await waitUntil(() => element.querySelector('.glider'), 'started at 85%');
    } finally {
      spacer.remove();
      below.remove();
      window.scrollTo(0, 0);
    }
  });

  it('shows one slide at a time and moves by the previous and next buttons, announcing politely', async () => {
    const element = await running();
    expect(reachable(element)).to.deep.equal(['1 of 4']);
    expect(list(element)).to.have.attribute('aria-live', 'polite');
    expect(button(element, 'rotation'), 'no pause control without autoplay').to.equal(null);
    const previous = button(element, 'previous');
    const next = button(element, 'next');
    expect(previous).to.have.attribute('aria-disabled', 'true');
    expect(previous).to.have.attribute('aria-controls', list(element).id);
    const slid = oneEvent(element, 'shop-carousel-slid');
    next.click();
    expect((await slid).detail).to.deep.equal({ index: 1, automatic: false });
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['2 of 4']);
    next.click();
    await element.updateComplete;
    next.click();
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['4 of 4']);
    expect(next).to.have.attribute('aria-disabled', 'true');
    next.click();
    await element.updateComplete;
    expect(reachable(element), 'stays on the last').to.deep.equal(['4 of 4']);
    previous.click();
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['3 of 4']);
    await expect(element).to.be.accessible();
  });

  it('makes every slide that is not a list item a group', async () => {
    const element = await mount<ShopElement>(
      '<shop-carousel label="Lookbook"><div><figure><a href="/lookbook/1/">One</a></figure><figure><a href="/lookbook/2/">Two</a></figure></div></shop-carousel>',
    );
    expect(
      [...element.querySelectorAll('figure')].map((slide) => [slide.getAttribute('role'), slide.getAttribute('aria-label')]),
    ).to.deep.equal([
      ['group', '1 of 2'],
      ['group', '2 of 2'],
    ]);
    await expect(element).to.be.accessible();
  });

  it('shows slides-to-show slides at once and stops when the last is in view', async () => {
    const element = await running('label="New arrivals" slides-to-show="2"');
    expect(reachable(element)).to.deep.equal(['1 of 4', '2 of 4']);
    expect(slides(element)[0]!.getBoundingClientRect().width).to.be.closeTo(200, 1);
    button(element, 'next').click();
    button(element, 'next').click();
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['2 of 4', '3 of 4']);
  });

  it('rotates every 3,000 ms with the live region off, wrapping to the first after the last', async () => {
    const clock = fakeDelays();
    const element = await running('label="New arrivals" autoplay');
    expect(list(element)).to.have.attribute('aria-live', 'off');
    expect(button(element, 'rotation').textContent).to.contain('Pause slides');
    await clock.tick(2999);
    expect(reachable(element)).to.deep.equal(['1 of 4']);
    const slid = oneEvent(element, 'shop-carousel-slid');
    await clock.tick(1);
    expect((await slid).detail).to.deep.equal({ index: 1, automatic: true });
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['2 of 4']);
    await clock.tick(3000);
    await element.updateComplete;
    await clock.tick(3000);
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['4 of 4']);
    await clock.tick(3000);
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['1 of 4']);
    await expect(element).to.be.accessible();
  });

  it('takes its interval from the attribute, and warns and keeps 3,000 ms for one below 1,000', async () => {
    const clock = fakeDelays();
    const element = await running('label="New arrivals" autoplay interval="5000"');
    await clock.tick(4999);
    expect(reachable(element)).to.deep.equal(['1 of 4']);
    await clock.tick(1);
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['2 of 4']);

    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const fast = await running('label="Fast" autoplay interval="10"');
      expect(warnings.flat().join(' ')).to.contain('<shop-carousel> interval="10" is not allowed (expected a number from 1000 to 60000)');
      await clock.tick(2999);
      expect(reachable(fast)).to.deep.equal(['1 of 4']);
      await clock.tick(1);
      await fast.updateComplete;
      expect(reachable(fast)).to.deep.equal(['2 of 4']);
    } finally {
      console.warn = warn;
    }
  });

  it('holds rotation while the pointer is over it', async () => {
    const clock = fakeDelays();
    const element = await running('label="New arrivals" autoplay');
    element.dispatchEvent(new PointerEvent('pointerenter'));
    await element.updateComplete;
    await clock.tick(6000);
    expect(reachable(element)).to.deep.equal(['1 of 4']);
    element.dispatchEvent(new PointerEvent('pointerleave'));
    await element.updateComplete;
    await clock.tick(3000);
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['2 of 4']);
  });

  it('stops rotation when focus moves in, until the pause control starts it again', async () => {
    const clock = fakeDelays();
    const element = await running('label="New arrivals" autoplay');
    slides(element)[0]!.querySelector('a')!.focus();
    await element.updateComplete;
    await clock.tick(9000);
    expect(reachable(element)).to.deep.equal(['1 of 4']);
    expect(list(element)).to.have.attribute('aria-live', 'polite');
    const rotation = button(element, 'rotation');
    expect(rotation.textContent).to.contain('Play slides');
    rotation.focus();
    rotation.click();
    await element.updateComplete;
    expect(rotation.textContent).to.contain('Pause slides');
    await clock.tick(3000);
    await element.updateComplete;
    expect(reachable(element), 'rotates with focus on the pause control').to.deep.equal(['2 of 4']);
  });

  it('stops and starts by the pause control', async () => {
    const clock = fakeDelays();
    const element = await running('label="New arrivals" autoplay');
    const rotation = button(element, 'rotation');
    rotation.click();
    await element.updateComplete;
    expect(rotation.textContent).to.contain('Play slides');
    expect(list(element)).to.have.attribute('aria-live', 'polite');
    await clock.tick(9000);
    expect(reachable(element)).to.deep.equal(['1 of 4']);
    await expect(element).to.be.accessible();
    rotation.click();
    await element.updateComplete;
    await clock.tick(3000);
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['2 of 4']);
  });

  it('does not rotate by itself with reduced motion, but plays on request', async () => {
    store.set(settingsAtom, { reducedMotion: true });
    const clock = fakeDelays();
    const element = await running('label="New arrivals" autoplay pause-label="Pause" play-label="Play"');
    const rotation = button(element, 'rotation');
    expect(rotation.textContent).to.contain('Play');
    await clock.tick(9000);
    expect(reachable(element)).to.deep.equal(['1 of 4']);
    rotation.click();
    await element.updateComplete;
    expect(rotation.textContent).to.contain('Pause');
    await clock.tick(3000);
    await element.updateComplete;
    expect(reachable(element)).to.deep.equal(['2 of 4']);
  });

  it('lays the slider out again when it comes back into view', async () => {
    const element = await running();
    view.intersections.show(list(element), 0);
    element.style.width = '600px';
    await new Promise(requestAnimationFrame);
    view.intersections.show(list(element));
    await waitUntil(() => Math.round(slides(element)[0]!.getBoundingClientRect().width) === 600, 'slides as wide as the new box');
  });

  it('leaves the list as printed when removed', async () => {
    const element = await running('label="New arrivals" autoplay');
    const parent = element.parentElement!;
    element.remove();
    await waitUntil(() => !element.querySelector('.glider, button'), 'slider taken off');
    // glider may leave an emptied style attribute behind; nothing else of it stays.
    expect(element.innerHTML.replace(/ id="[^"]*"| style=""/g, '')).to.equal(`<ul>${SLIDES}</ul>`);
    expect(element.getAttributeNames().sort()).to.deep.equal(['label', 'autoplay', 'style'].sort());
    parent.append(element);
    await waitUntil(() => element.getAttribute('role') === 'region', 'upgraded again when put back');
  });
});
