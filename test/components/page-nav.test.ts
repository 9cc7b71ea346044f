import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import FakeTimers from '@sinonjs/fake-timers';
import '../../elements/menu/menu.define.ts';
import '../../elements/page-nav/page-nav.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';

const HEADER = 80;

const anchor = (name: string, title: string, bullet: boolean) =>
  `<span class="scroll-to" data-label="Scroll to: #${name}" data-bullet="${bullet}" data-link="#${name}" data-title="${title}"><a name="${name}"></a></span>`;

const page = (attributes = '') => `<div>
  <nav aria-label="Primary"><a id="menu-looks" href="#looks">Looks</a> <a id="menu-care" href="#care">Care</a> <a id="elsewhere" href="/other/#looks">Other page</a></nav>
  <div style="height: 800px">Introduction</div>
  ${anchor('looks', 'The looks', true)}<section style="height: 1500px"><h2>The looks</h2></section>
  ${anchor('care', 'Caring for them', true)}<section style="height: 1500px"><h2>Care</h2></section>
  ${anchor('hidden', 'Not in the bullets', false)}<section style="height: 1500px"><h2>No bullet</h2></section>
  <shop-page-nav ${attributes}></shop-page-nav>
</div>`;

const bullets = (element: Element) => [...element.querySelectorAll<HTMLAnchorElement>('.shop-page-nav__link')];
const markerOf = (name: string) => document.querySelector<HTMLElement>(`.scroll-to[data-link="#${name}"]`)!;
const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
const currentTitles = () => [...document.querySelectorAll('[aria-current="location"]')].map((link) => link.textContent!.trim());

describe('<shop-page-nav>', () => {
  const start = location.pathname + location.search;
  useThemeStyles();
  beforeEach(() => document.documentElement.style.setProperty('--shop-sticky-header-height', `${HEADER}px`));
  afterEach(() => {
    store.set(settingsAtom, { reducedMotion: false });
    document.documentElement.style.removeProperty('--shop-sticky-header-height');
    history.replaceState(null, '', start);
    window.scrollTo(0, 0);
  });

  it('lists the anchors flagged for bullets, in page order, in a labelled navigation', async () => {
    const element = await mount<ShopElement>(page('label="On this page"'), 'shop-page-nav');
    const nav = element.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).to.equal('On this page');
    expect(bullets(element).map((link) => [link.getAttribute('href'), link.textContent])).to.deep.equal([
      ['#looks', 'The looks'],
      ['#care', 'Caring for them'],
    ]);
    await expect(element).to.be.accessible();
  });

  it('renders nothing when no anchor asks for a bullet', async () => {
    const element = await mount<ShopElement>(`<div>${anchor('a', 'A', false)}<shop-page-nav></shop-page-nav></div>`, 'shop-page-nav');
    expect(element.childElementCount).to.equal(0);
  });

  it('marks the links of the section being read as the page scrolls, bullets and menu links alike', async () => {
    const element = await mount<ShopElement>(page(), 'shop-page-nav');
    expect(currentTitles()).to.deep.equal([]);
    window.scrollTo(0, markerOf('care').getBoundingClientRect().top + window.scrollY - HEADER);
    await waitUntil(() => currentTitles().length === 2, 'the care links are current');
    expect(currentTitles()).to.deep.equal(['Care', 'Caring for them']);
    window.scrollTo(0, markerOf('looks').getBoundingClientRect().top + window.scrollY - HEADER + 5);
    await waitUntil(() => currentTitles().includes('The looks'), 'the looks are current');
    expect(currentTitles()).to.deep.equal(['Looks', 'The looks']);
    await expect(element).to.be.accessible();
    window.scrollTo(0, 0);
    await waitUntil(() => currentTitles().length === 0, 'nothing is current above the first section');
  });

  it('marks no link in a section whose anchor no link names (no bullet, no menu link)', async () => {
    await mount<ShopElement>(page(), 'shop-page-nav');
    window.scrollTo(0, markerOf('hidden').getBoundingClientRect().top + window.scrollY);
    await waitUntil(() => currentTitles().length === 0 && window.scrollY > 3000, 'no link names the third section');
    expect(document.querySelector('#menu-care')!.hasAttribute('aria-current')).to.be.false;
  });

  describe('following a link', () => {
    let clock: ReturnType<typeof FakeTimers.install>;
    const mountWithFakeFrames = async (attributes = ''): Promise<ShopElement> => {
      const element = await mount<ShopElement>(page(attributes), 'shop-page-nav');
      clock = FakeTimers.install({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
      return element;
    };
    afterEach(() => clock?.uninstall());

    it('scrolls the section to just below the sticky header in 500 ms, then moves focus to it', async () => {
      const element = await mountWithFakeFrames();
      const scrolled = oneEvent(element, 'shop-page-nav-scrolled');
      const bullet = bullets(element)[1]!;
      bullet.click();
      await clock.tickAsync(250);
      expect(top(markerOf('care')), 'half way').to.be.above(HEADER);
      expect(document.activeElement === bullet || document.activeElement === document.body, 'focus waits for the scroll').to.be.true;
      await clock.tickAsync(270);
      expect(top(markerOf('care'))).to.equal(HEADER);
      expect(document.activeElement === markerOf('care')).to.be.true;
      expect((await scrolled).detail).to.deep.equal({ link: '#care' });
      expect(location.hash).to.equal('#care');
    });

    it('does the same for the theme’s menu links to a section, and leaves links to other pages alone', async () => {
      await mountWithFakeFrames();
      document.querySelector<HTMLAnchorElement>('#menu-looks')!.click();
      await clock.tickAsync(520);
      expect(top(markerOf('looks'))).to.equal(HEADER);
      let leftToBrowser: boolean | undefined;
      const stop = (event: Event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', stop, { once: true });
      document.querySelector<HTMLAnchorElement>('#elsewhere')!.click();
      expect(leftToBrowser).to.be.true;
    });

    it('takes the duration attribute', async () => {
      const element = await mountWithFakeFrames('duration="1000"');
      bullets(element)[1]!.click();
      await clock.tickAsync(520);
      expect(top(markerOf('care')), 'still on its way').to.be.above(HEADER);
      await clock.tickAsync(500);
      expect(top(markerOf('care'))).to.equal(HEADER);
    });

    it('jumps at once when the shopper prefers reduced motion', async () => {
      store.set(settingsAtom, { reducedMotion: true });
      const element = await mountWithFakeFrames();
      bullets(element)[0]!.click();
      await clock.tickAsync(0);
      expect(top(markerOf('looks'))).to.equal(HEADER);
    });

    it('leaves the link to the browser when the scroll event is cancelled, or for a modified click', async () => {
      const element = await mountWithFakeFrames();
      const outcomes: boolean[] = [];
      const record = (event: Event) => {
        outcomes.push(!event.defaultPrevented);
        event.preventDefault();
      };
      document.addEventListener('click', record);
      element.addEventListener('shop-page-nav-scroll', (event) => event.preventDefault(), { once: true });
      bullets(element)[1]!.click();
      bullets(element)[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      document.removeEventListener('click', record);
      expect(outcomes).to.deep.equal([true, true]);
      await clock.tickAsync(520);
      expect(window.scrollY).to.equal(0);
    });
  });

  it('leaves a link that <shop-menu> scrolled to the menu: one scroll per click', async () => {
    store.set(settingsAtom, { reducedMotion: true });
    const menu = `<shop-menu><nav aria-label="Sections"><ul class="menu"><li class="menu-item"><a id="menu-link" href="#looks">Looks</a></li></ul></nav></shop-menu>`;
    // The section carries the anchor's name as its id too, so both elements know where the link goes.
    const element = await mount<ShopElement>(menu + page().replace('<section', '<section id="looks"'), 'shop-page-nav');
    await (document.querySelector('shop-menu') as ShopElement).updateComplete;
    let pageNavScrolls = 0;
    element.addEventListener('shop-page-nav-scroll', () => pageNavScrolls++);
    const scrollTo = window.scrollTo;
    const destinations: number[] = [];
    window.scrollTo = ((x: number, y: number) => (destinations.push(y), scrollTo.call(window, x, y))) as typeof window.scrollTo;
    try {
      document.querySelector<HTMLAnchorElement>('#menu-link')!.click();
    } finally {
      window.scrollTo = scrollTo;
    }
    expect(pageNavScrolls, 'no shop-page-nav-scroll').to.equal(0);
    expect(destinations, 'scrolled once').to.have.length(1);
    expect(top(document.getElementById('looks')!), 'where the menu puts it: 50 px below the header').to.equal(HEADER + 50);
    await waitUntil(() => document.activeElement === document.getElementById('looks'), 'the menu focuses the section');
  });
});
