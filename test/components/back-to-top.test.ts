import { expect, fixture, oneEvent } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import '../../elements/back-to-top/back-to-top.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';

const page = (attributes = '') => `<div id="page" class="hfeed site">
  <header class="site-header"><a href="/">Shop</a></header>
  <div style="height: 1500px"></div>
  <section id="size-guide"><h2>Size guide</h2></section>
  <div style="height: 1500px"></div>
  <shop-back-to-top ${attributes}><a href="#page" class="back-to-top">Back to top</a></shop-back-to-top>
</div>`;

const linkOf = (element: Element) => element.querySelector<HTMLAnchorElement>('a')!;
const scrolledTo = async (y: number) => {
  const scrolled = oneEvent(window, 'scroll');
  window.scrollTo(0, y);
  await scrolled;
};

describe('<shop-back-to-top>', () => {
  const start = location.pathname + location.search;
  useThemeStyles();
  afterEach(() => {
    store.set(settingsAtom, { reducedMotion: false });
    document.documentElement.style.removeProperty('--shop-sticky-header-height');
    history.replaceState(null, '', start);
    window.scrollTo(0, 0);
  });

  it('hides the link at the top and shows it once the page is scrolled past show-after, then hides it again', async () => {
    const element = await mount<ShopElement>(page('show-after="200"'), 'shop-back-to-top');
    expect(element.hasAttribute('scrolled')).to.be.false;
    expect(getComputedStyle(linkOf(element)).visibility).to.equal('hidden');
    await scrolledTo(150);
    expect(element.hasAttribute('scrolled'), '150 px is not past 200').to.be.false;
    await scrolledTo(600);
    expect(element.hasAttribute('scrolled')).to.be.true;
    expect(getComputedStyle(linkOf(element)).visibility).to.equal('visible');
    await expect(element).to.be.accessible();
    await scrolledTo(0);
    expect(element.hasAttribute('scrolled')).to.be.false;
  });

  describe('following the link', () => {
    let clock: ReturnType<typeof FakeTimers.install>;
    // The frames are faked once the element has rendered: its first render waits on real ones.
    const mountWithFakeFrames = async (): Promise<ShopElement> => {
      const element = await mount<ShopElement>(page(), 'shop-back-to-top');
      clock = FakeTimers.install({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
      return element;
    };
    afterEach(() => clock.uninstall());

    it('scrolls to the top in 300 ms, then moves focus to the top of the page, without a hash', async () => {
      const element = await mountWithFakeFrames();
      await scrolledTo(2000);
      const link = linkOf(element);
      link.focus({ preventScroll: true });
      link.click();
      await clock.tickAsync(150);
      expect(window.scrollY, 'half way up').to.be.within(1, 1999);
      expect(document.activeElement === link, 'focus waits for the scroll').to.be.true;
      await clock.tickAsync(170);
      expect(window.scrollY).to.equal(0);
      const top = document.getElementById('page')!;
      expect(document.activeElement === top, 'focus is at the top of the page').to.be.true;
      expect(top.getAttribute('tabindex')).to.equal('-1');
      expect(location.hash).to.equal('');
    });

    it('jumps to the top at once when the shopper prefers reduced motion', async () => {
      store.set(settingsAtom, { reducedMotion: true });
      const element = await mountWithFakeFrames();
      window.scrollTo(0, 2000);
      linkOf(element).click();
      await clock.tickAsync(0);
      expect(window.scrollY).to.equal(0);
      expect(document.activeElement === document.getElementById('page')).to.be.true;
    });

    it('leaves a modified click (new tab) to the browser', async () => {
      const element = await mountWithFakeFrames();
      let leftToBrowser: boolean | undefined;
      // Read, then stop the navigation itself: the test page must stay.
      const stop = (event: Event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', stop, { once: true });
      linkOf(element).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      expect(leftToBrowser).to.be.true;
    });
  });

  describe('a URL hash on load', () => {
    /** The page as the browser shows it after its own jump to the hash, then the element's code arriving. */
    async function arriveAt(hash: string, attributes = '', scrollAfterJump = 0, header?: string): Promise<HTMLElement | null> {
      history.replaceState(null, '', `${start}${hash}`);
      let body = page(attributes).replace(/<shop-back-to-top[\s\S]*<\/shop-back-to-top>/, '');
      if (header) body = body.replace(/<header[\s\S]*<\/header>/, header);
      const wrapper = await fixture<HTMLElement>(body);
      const target = document.getElementById(hash.slice(1));
      target?.scrollIntoView();
      if (scrollAfterJump) window.scrollBy(0, scrollAfterJump);
      wrapper.insertAdjacentHTML('beforeend', `<shop-back-to-top ${attributes}><a href="#page">Back to top</a></shop-back-to-top>`);
      await (wrapper.lastElementChild as ShopElement).updateComplete;
      return target;
    }

    it('scrolls its target from under the sticky header to just below it', async () => {
      document.documentElement.style.setProperty('--shop-sticky-header-height', '60px');
      const target = await arriveAt('#size-guide');
      expect(Math.round(target!.getBoundingClientRect().top)).to.equal(60);
    });

    it("keeps its target below the sticky header's box before that element's code has published its height", async () => {
      // The header's code waits for idle, this element's for the first scroll (the browser's jump is one).
      const header = '<shop-sticky-header><header class="site-header" style="height: 72px">Shop</header></shop-sticky-header>';
      const target = await arriveAt('#size-guide', '', 0, header);
      expect(customElements.get('shop-sticky-header'), 'the header is still waiting').to.be.undefined;
      expect(Math.round(target!.getBoundingClientRect().top)).to.equal(72);
    });

    it('keeps anchor-offset pixels above it when the attribute is set', async () => {
      document.documentElement.style.setProperty('--shop-sticky-header-height', '60px');
      const target = await arriveAt('#size-guide', 'anchor-offset="20"');
      expect(Math.round(target!.getBoundingClientRect().top)).to.equal(20);
    });

    it('leaves the page where the shopper scrolled it before the code arrived', async () => {
      document.documentElement.style.setProperty('--shop-sticky-header-height', '60px');
      const target = await arriveAt('#size-guide', '', 400);
      expect(Math.round(target!.getBoundingClientRect().top)).to.equal(-400);
    });

    it('leaves the page where it is for a hash naming nothing', async () => {
      document.documentElement.style.setProperty('--shop-sticky-header-height', '60px');
      await arriveAt('#nothing-here');
      expect(window.scrollY).to.equal(0);
    });
  });
});
