import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/sticky/sticky.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';

/** A two-column page: the sidebar sticks within its 3,000 px column. */
const page = (sidebarHeight: number, header = '') => `<div style="display: flex; gap: 20px; ${header}">
  <main style="flex: 1; height: 3000px">Article</main>
  <aside style="width: 300px"><shop-sticky><nav aria-label="Sidebar" style="height: ${sidebarHeight}px">Sidebar</nav></shop-sticky></aside>
</div>`;

const stickyTop = (element: HTMLElement) => element.style.getPropertyValue('--shop-sticky-top');

describe('<shop-sticky>', () => {
  useThemeStyles();
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(async () => {
    window.scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });

  it('sticks 15 px below the sticky header at 1280 px, by the stylesheet alone', async () => {
    const element = await mount<ShopElement>(page(300, '--shop-sticky-header-height: 60px'), 'shop-sticky');
    const style = getComputedStyle(element);
    expect(style.position).to.equal('sticky');
    expect(style.top).to.equal('75px');
    expect(stickyTop(element), 'no script override for a short block').to.equal('');
    window.scrollTo(0, 1000);
    expect(element.getBoundingClientRect().top).to.equal(75);
    await expect(element).to.be.accessible();
  });

  it('sticks 15 px from the top without a sticky header', async () => {
    const element = await mount<ShopElement>(page(300), 'shop-sticky');
    window.scrollTo(0, 1000);
    expect(element.getBoundingClientRect().top).to.equal(15);
  });

  it('stays in the flow below 850 px', async () => {
    await setViewport({ width: 800, height: 600 });
    const element = await mount<ShopElement>(page(1500), 'shop-sticky');
    expect(getComputedStyle(element).position).to.equal('static');
    expect(stickyTop(element)).to.equal('');
    const start = element.getBoundingClientRect().top;
    window.scrollTo(0, 500);
    expect(element.getBoundingClientRect().top).to.equal(start - 500);
  });

  it('lets a sidebar taller than the viewport scroll with the page and stick 15 px above its bottom', async () => {
    const element = await mount<ShopElement>(page(1500, '--shop-sticky-header-height: 60px'), 'shop-sticky');
    expect(stickyTop(element)).to.equal(`${800 - 15 - 1500}px`);
    const start = element.getBoundingClientRect().top;
    window.scrollTo(0, 300);
    expect(element.getBoundingClientRect().top, 'scrolls with the page at first').to.equal(start - 300);
    window.scrollTo(0, 1400);
    expect(element.getBoundingClientRect().bottom, 'then its end stays in view').to.equal(800 - 15);
  });

  it('measures again when its content grows, and when the viewport crosses 850 px', async () => {
    const element = await mount<ShopElement>(page(300), 'shop-sticky');
    const nav = element.querySelector('nav')!;
    nav.style.height = '1000px';
    await waitUntil(() => stickyTop(element) === `${800 - 15 - 1000}px`, 'the grown block sticks by its bottom');
    await setViewport({ width: 800, height: 600 });
    await waitUntil(() => stickyTop(element) === '', 'no override in one column');
    await setViewport({ width: 1280, height: 600 });
    await waitUntil(() => stickyTop(element) === `${600 - 15 - 1000}px`, 'measured against the new height');
  });

  it('measures again when the sticky header publishes its height after the block was measured', async () => {
    const root = document.documentElement;
    const element = await mount<ShopElement>(page(700), 'shop-sticky');
    expect(stickyTop(element), 'fits under no header').to.equal('');
    try {
      root.style.setProperty('--shop-sticky-header-height', '80px');
      await waitUntil(() => stickyTop(element) === `${800 - 15 - 700}px`, 'no longer fits under the 80 px header');
      window.scrollTo(0, 1400);
      expect(element.getBoundingClientRect().bottom, 'its end stays in view').to.equal(800 - 15);
    } finally {
      root.style.removeProperty('--shop-sticky-header-height');
    }
    await waitUntil(() => stickyTop(element) === '', 'fits again once the header is gone');
  });

  it('leaves no override behind when removed', async () => {
    const element = await mount<ShopElement>(page(1500), 'shop-sticky');
    expect(stickyTop(element)).to.not.equal('');
    const parent = element.parentElement!;
    element.remove();
    await waitUntil(() => stickyTop(element) === '', 'override removed');
    parent.append(element);
    await waitUntil(() => stickyTop(element) !== '', 'measured again when put back');
  });
});
