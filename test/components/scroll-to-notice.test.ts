import { expect, fixture, fixtureCleanup } from '@open-wc/testing';
import FakeTimers from '@sinonjs/fake-timers';
import { scrollToNotice } from '../../core/dom/scroll-to-notice.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';

const PAGE = `<div>
  <button class="elsewhere">Elsewhere</button>
  <div style="height: 2000px"></div>
  <div role="alert" class="notice"><ul class="woocommerce-error"><li>Sorry, that size is sold out.</li></ul></div>
  <div style="height: 2000px"></div>
</div>`;

/** Where the notice's top would sit in the page. */
const pageTop = (element: Element): number => element.getBoundingClientRect().top + window.scrollY;

describe('scrollToNotice', () => {
  let clock: ReturnType<typeof FakeTimers.install>;
  let notice: HTMLElement;

  beforeEach(async () => {
    const page = await fixture<HTMLElement>(PAGE);
    notice = page.querySelector<HTMLElement>('.notice')!;
    window.scrollTo(0, 0);
    clock = FakeTimers.install({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });

  afterEach(() => {
    clock.uninstall();
    store.set(settingsAtom, { reducedMotion: false });
    document.documentElement.style.removeProperty('--shop-sticky-header-height');
    fixtureCleanup();
    window.scrollTo(0, 0);
  });

  it('scrolls to 100 px above the notice over 1,000 ms, then moves focus to it', async () => {
    const destination = Math.round(pageTop(notice) - 100);
    const done = scrollToNotice(notice);
    await clock.tickAsync(500);
    expect(window.scrollY, 'half way through').to.be.within(1, destination - 1);
    expect(document.activeElement, 'focus waits for the scroll').not.to.equal(notice);
    await clock.tickAsync(520);
    await done;
    expect(Math.round(window.scrollY)).to.equal(destination);
    expect(document.activeElement).to.equal(notice);
    expect(notice.getAttribute('tabindex')).to.equal('-1');
  });

  it('keeps the notice 100 px below the sticky header when the theme sets its height', async () => {
    document.documentElement.style.setProperty('--shop-sticky-header-height', '60px');
    const destination = Math.round(pageTop(notice) - 160);
    const done = scrollToNotice(notice);
    await clock.tickAsync(1020);
    await done;
    expect(Math.round(window.scrollY)).to.equal(destination);
    expect(Math.round(notice.getBoundingClientRect().top)).to.equal(160);
  });

  it('jumps at once when the shopper prefers reduced motion', async () => {
    store.set(settingsAtom, { reducedMotion: true });
    await scrollToNotice(notice);
    expect(Math.round(window.scrollY)).to.equal(Math.round(pageTop(notice) - 100));
    expect(document.activeElement).to.equal(notice);
  });

  it('only focuses, at once, a notice already wholly in view', async () => {
    window.scrollTo(0, pageTop(notice) - 300);
    const before = window.scrollY;
    void scrollToNotice(notice);
    expect(document.activeElement).to.equal(notice);
    await clock.tickAsync(1020);
    expect(window.scrollY).to.equal(before);
  });

  it('leaves focus where the shopper moved it during the scroll', async () => {
    const done = scrollToNotice(notice);
    await clock.tickAsync(300);
    const elsewhere = document.querySelector<HTMLButtonElement>('.elsewhere')!;
    elsewhere.focus({ preventScroll: true });
    await clock.tickAsync(720);
    await done;
    expect(document.activeElement === elsewhere, 'focus is still on the button the shopper chose').to.be.true;
  });
});
