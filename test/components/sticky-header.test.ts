import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { emulateMedia } from '@web/test-runner-commands';
import '../../elements/sticky-header/sticky-header.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';

const HEADER_HEIGHT = 120;

const page = (attributes = '') => `<div id="page">
  <shop-sticky-header ${attributes}>
    <header id="masthead" class="site-header" style="height: ${HEADER_HEIGHT}px; background: #fff">
      <a href="/">Shop</a> <nav aria-label="Primary"><a href="/shop/">Products</a></nav>
    </header>
  </shop-sticky-header>
  <div id="content" style="height: 4000px"><a href="#content">In the content</a></div>
</div>`;

const rootHeight = () => getComputedStyle(document.documentElement).getPropertyValue('--shop-sticky-header-height');
const headerTop = (element: Element) => Math.round(element.getBoundingClientRect().top);
const contentTop = () => Math.round(document.getElementById('content')!.getBoundingClientRect().top + window.scrollY);

async function scrolledTo(y: number): Promise<void> {
  const scrolled = oneEvent(window, 'scroll');
  window.scrollTo(0, y);
  await scrolled;
}

/** Scrolls and waits until the element's state attributes say what the shopper sees. */
async function scrollUntil(element: Element, y: number, attribute: string, present: boolean): Promise<void> {
  await scrolledTo(y);
  await waitUntil(() => element.hasAttribute(attribute) === present, `${attribute} ${present ? 'set' : 'removed'} at ${y} px`);
}

describe('<shop-sticky-header>', () => {
  useThemeStyles();
  afterEach(() => window.scrollTo(0, 0));

  it('publishes its height on the root element and makes it the page scroll padding', async () => {
    await mount<ShopElement>(page(), 'shop-sticky-header');
    expect(rootHeight()).to.equal(`${HEADER_HEIGHT}px`);
    expect(getComputedStyle(document.documentElement).scrollPaddingTop).to.equal(`${HEADER_HEIGHT}px`);
  });

  it('follows the header when it grows, and takes the height away when it leaves the page', async () => {
    const element = await mount<ShopElement>(page(), 'shop-sticky-header');
    element.querySelector('header')!.style.height = '150px';
    await waitUntil(() => rootHeight() === '150px', 'the new height is published');
    element.remove();
    await waitUntil(() => rootHeight() === '', 'the height is removed with the header');
  });

  it('stays at the top while scrolling, stuck once its place is scrolled past and un-stuck back at it; nothing moves', async () => {
    const element = await mount<ShopElement>(page(), 'shop-sticky-header');
    const before = contentTop();
    expect(element.hasAttribute('stuck')).to.be.false;
    await scrolledTo(60);
    expect(headerTop(element), 'sticky from the first scroll').to.equal(0);
    expect(element.hasAttribute('stuck'), 'its place is still partly in view').to.be.false;
    const stuck = oneEvent(element, 'shop-sticky-header-toggled');
    await scrollUntil(element, 1000, 'stuck', true);
    expect((await stuck).detail).to.deep.equal({ stuck: true, hidden: false });
    expect(headerTop(element)).to.equal(0);
    expect(contentTop(), 'the content keeps its place').to.equal(before);
    const unstuck = oneEvent(element, 'shop-sticky-header-toggled');
    await scrollUntil(element, 0, 'stuck', false);
    expect((await unstuck).detail).to.deep.equal({ stuck: false, hidden: false });
    expect(contentTop()).to.equal(before);
    await expect(element).to.be.accessible();
  });

  it('leaves the page where it is when focus moves into the stuck header (its links are in view, not under it)', async () => {
    const element = await mount<ShopElement>(page(), 'shop-sticky-header');
    await scrollUntil(element, 1000, 'stuck', true);
    element.querySelector<HTMLAnchorElement>('nav a')!.focus();
    element.querySelector<HTMLAnchorElement>('nav a')!.scrollIntoView({ block: 'nearest' });
    expect(window.scrollY).to.equal(1000);
  });

  it('is stuck at once when its code arrives on a page already scrolled down', async () => {
    window.scrollTo(0, 0);
    const wrapper = document.createElement('div');
    wrapper.innerHTML = page().replace('shop-sticky-header', 'shop-sticky-header loading="eager"');
    document.body.append(wrapper);
    try {
      window.scrollTo(0, 2000);
      const element = wrapper.querySelector<ShopElement>('shop-sticky-header')!;
      await waitUntil(() => element.hasAttribute('stuck'), 'stuck');
    } finally {
      wrapper.remove();
    }
  });

  describe('hide-on-scroll', () => {
    it('hides the stuck header while scrolling down and shows it while scrolling up', async () => {
      const element = await mount<ShopElement>(page('hide-on-scroll'), 'shop-sticky-header');
      await scrollUntil(element, 100, 'stuck', false);
      expect(element.hasAttribute('hidden-by-scroll'), 'not hidden before it is stuck').to.be.false;
      await scrollUntil(element, 1000, 'stuck', true);
      const hiddenEvent = oneEvent(element, 'shop-sticky-header-toggled');
      await scrollUntil(element, 1200, 'hidden-by-scroll', true);
      expect((await hiddenEvent).detail).to.deep.equal({ stuck: true, hidden: true });
      await waitUntil(() => element.getBoundingClientRect().bottom <= 0, 'slid out of view');
      const before = contentTop();
      await scrollUntil(element, 1100, 'hidden-by-scroll', false);
      await waitUntil(() => headerTop(element) === 0, 'slid back into view');
      expect(contentTop(), 'hiding moves nothing').to.equal(before);
      await expect(element).to.be.accessible();
    });

    it('slides away over 200 ms, and at once when the shopper prefers reduced motion', async () => {
      const element = await mount<ShopElement>(page('hide-on-scroll'), 'shop-sticky-header');
      expect(getComputedStyle(element).transitionDuration).to.equal('0.2s');
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(getComputedStyle(element).transitionDuration).to.equal('0s');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('shows the hidden header when focus moves into it', async () => {
      const element = await mount<ShopElement>(page('hide-on-scroll'), 'shop-sticky-header');
      await scrollUntil(element, 1000, 'stuck', true);
      await scrollUntil(element, 1500, 'hidden-by-scroll', true);
      element.querySelector<HTMLAnchorElement>('nav a')!.focus({ preventScroll: true });
      await waitUntil(() => !element.hasAttribute('hidden-by-scroll'), 'shown for the focused link');
    });

    it('shows the hidden header when the cart is revealed after an add', async () => {
      const element = await mount<ShopElement>(page('hide-on-scroll'), 'shop-sticky-header');
      await scrollUntil(element, 1000, 'stuck', true);
      await scrollUntil(element, 1500, 'hidden-by-scroll', true);
      document.dispatchEvent(new CustomEvent('shop-cart-revealed', { detail: { mode: 'dropdown' }, bubbles: true }));
      await waitUntil(() => !element.hasAttribute('hidden-by-scroll'), 'shown for the cart');
      expect(element.hasAttribute('stuck')).to.be.true;
    });

    it('is never hidden without the attribute', async () => {
      const element = await mount<ShopElement>(page(), 'shop-sticky-header');
      await scrollUntil(element, 1000, 'stuck', true);
      await scrolledTo(1500);
      await element.updateComplete;
      expect(element.hasAttribute('hidden-by-scroll')).to.be.false;
      expect(headerTop(element)).to.equal(0);
    });
  });
});
