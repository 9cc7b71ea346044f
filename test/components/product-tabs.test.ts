import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/product-tabs/product-tabs.define.ts';
import { tabToOpenOnLoad } from '../../elements/product-tabs/tab-on-load.ts';
import { until } from '../support/fake-delays.ts';
import { mount } from '../support/mount.ts';

const tab = (key: string, title: string) => `
  <li role="presentation" class="${key}_tab" id="tab-title-${key}">
    <a href="#tab-${key}" role="tab" aria-controls="tab-${key}">${title}</a>
  </li>`;
const panel = (key: string, body: string) => `
  <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${key} panel entry-content wc-tab" id="tab-${key}"
    role="tabpanel" aria-labelledby="tab-title-${key}">${body}</div>`;

const TABS = `
  <p class="woocommerce-product-rating"><a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">2</span> customer reviews)</a></p>
  <div style="height: 1500px"></div>
  <shop-product-tabs>
    <div class="woocommerce-tabs wc-tabs-wrapper">
      <ul class="tabs wc-tabs" role="tablist">
        ${tab('description', 'Description')}${tab('additional_information', 'Additional information')}${tab('reviews', 'Reviews (2)')}
      </ul>
      ${panel('description', '<h2>Description</h2><p>Soft cotton. <a href="#tab-reviews" class="to-reviews">Read the reviews</a> or <a href="#reviews" class="to-reviews-short">see what others say</a>; <a href="#size-chart" class="to-elsewhere">size chart</a>.</p>')}
      ${panel('additional_information', '<h2>Additional information</h2><table class="shop_attributes"><tr><th scope="row">Size</th><td>S, M</td></tr></table>')}
      ${panel('reviews', '<div id="reviews" class="woocommerce-Reviews"><div id="comments"><h2>Reviews</h2><p>Nice.</p></div></div>')}
    </div>
  </shop-product-tabs>
  <div style="height: 1500px"></div>`;

const links = (element: HTMLElement) => [...element.querySelectorAll<HTMLAnchorElement>('a[role="tab"]')];
const panels = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
const shown = (element: HTMLElement) =>
  panels(element)
    .filter((node) => node.style.display !== 'none')
    .map((node) => node.id);

function expectSelected(element: HTMLElement, index: number): void {
  links(element).forEach((link, i) => {
    expect(link.getAttribute('aria-selected'), `tab ${i} aria-selected`).to.equal(String(i === index));
    expect(link.getAttribute('tabindex'), `tab ${i} tabindex`).to.equal(i === index ? '0' : '-1');
    expect(link.parentElement!.classList.contains('active'), `tab ${i} li.active`).to.equal(i === index);
  });
  expect(shown(element)).to.deep.equal([panels(element)[index]!.id]);
}

async function mountAt(url: string): Promise<HTMLElement> {
  history.replaceState(null, '', url);
  return mount(TABS, 'shop-product-tabs');
}

describe('<shop-product-tabs>', () => {
  const start = location.pathname + location.search;
  afterEach(() => {
    history.replaceState(null, '', start);
    window.scrollTo(0, 0);
  });

  it('opens the first tab on load, hides the other panels, and is accessible', async () => {
    const element = await mountAt(start);
    expectSelected(element, 0);
    await expect(element).to.be.accessible();
  });

  for (const [hash, index] of [
    ['#comment-12', 2],
    ['#COMMENT-3', 2],
    ['#reviews', 2],
    ['#tab-reviews', 2],
    ['#tab-additional_information', 1],
    ['#tab-description', 0],
    ['#unknown', 0],
  ] as const) {
    it(`opens tab ${index} for the hash ${hash}`, async () => {
      const element = await mountAt(`${start}${hash}`);
      expectSelected(element, index);
    });
  }

  it('opens reviews on a comment page URL (comment-page- and cpage=)', async () => {
    expectSelected(await mountAt('/product/tee/comment-page-2/'), 2);
    expectSelected(await mountAt(`${start}?cpage=2`), 2);
  });

  it('opens reviews for #comments and scrolls the tab to 150 px below the top (reading B)', async () => {
    const element = await mountAt(`${start}#comments`);
    expectSelected(element, 2);
    const reviewsTab = links(element)[2]!;
    const expected = Math.round(reviewsTab.getBoundingClientRect().top + window.scrollY - 150);
    await until(() => Math.abs(window.scrollY - expected) < 2, 'the tab scrolled to 150 px below the top');
  });

  it('switches on click without pushing the hash, and reports the change', async () => {
    const element = await mountAt(start);
    const dispatched = oneEvent(element, 'shop-product-tabs-selected');
    links(element)[1]!.click();
    const event = await dispatched;
    expect(event.detail).to.deep.equal({ index: 1, panelId: 'tab-additional_information' });
    expect(event.bubbles).to.be.true;
    await (element as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
    expectSelected(element, 1);
    expect(location.hash).to.equal('');
    await expect(element).to.be.accessible();
  });

  it('keeps the open tab when a listener cancels shop-product-tabs-select; the old shop-tab-change still fires', async () => {
    const element = (await mountAt(start)) as HTMLElement & { updateComplete: Promise<void> };
    const veto = (event: Event) => event.preventDefault();
    element.addEventListener('shop-product-tabs-select', veto);
    links(element)[1]!.click();
    await element.updateComplete;
    expectSelected(element, 0);
    element.removeEventListener('shop-product-tabs-select', veto);
    const dispatched = oneEvent(element, 'shop-tab-change');
    links(element)[2]!.click();
    const deprecated = await dispatched;
    expect((deprecated as CustomEvent).detail).to.deep.equal({ index: 2, panelId: 'tab-reviews' });
    await element.updateComplete;
    expectSelected(element, 2);
  });

  it('follows the APG keys: arrows wrap and select, Home and End jump', async () => {
    const element = (await mountAt(start)) as HTMLElement & { updateComplete: Promise<void> };
    links(element)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await element.updateComplete;
    expect(document.activeElement).to.equal(links(element)[1]);
    expectSelected(element, 1);
    await sendKeys({ press: 'End' });
    await element.updateComplete;
    expectSelected(element, 2);
    await sendKeys({ press: 'ArrowRight' });
    await element.updateComplete;
    expect(document.activeElement).to.equal(links(element)[0]);
    expectSelected(element, 0);
    await sendKeys({ press: 'ArrowLeft' });
    await element.updateComplete;
    expectSelected(element, 2);
    await sendKeys({ press: 'Home' });
    await element.updateComplete;
    expectSelected(element, 0);
  });

  it('Tab leaves the tab list for the open panel (one tab stop per widget)', async () => {
    const element = await mountAt(start);
    links(element)[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(panels(element)[0]);
  });

  it('the review-count link opens reviews, focuses the tab and scrolls to it, without a hash', async () => {
    const element = (await mountAt(start)) as HTMLElement & { updateComplete: Promise<void> };
    const reviewsTab = links(element)[2]!;
    const expected = Math.round(reviewsTab.getBoundingClientRect().top + window.scrollY - 150);
    document.querySelector<HTMLAnchorElement>('a.woocommerce-review-link')!.click();
    await element.updateComplete;
    expectSelected(element, 2);
    expect(document.activeElement).to.equal(reviewsTab);
    expect(location.hash).to.equal('');
    await until(() => Math.abs(window.scrollY - expected) < 2, 'the tab scrolled to 150 px below the top');
  });

  for (const [name, hash] of [
    ['to-reviews', '#tab-reviews'],
    ['to-reviews-short', '#reviews'],
  ] as const) {
    it(`an in-page link to ${hash} after load opens reviews, focuses the tab and scrolls to it`, async () => {
      const element = (await mountAt(start)) as HTMLElement & { updateComplete: Promise<void> };
      const reviewsTab = links(element)[2]!;
      const expected = Math.round(reviewsTab.getBoundingClientRect().top + window.scrollY - 150);
      const selected = oneEvent(element, 'shop-product-tabs-selected');
      element.querySelector<HTMLAnchorElement>(`a.${name}`)!.click();
      expect((await selected).detail).to.deep.equal({ index: 2, panelId: 'tab-reviews' });
      await element.updateComplete;
      expectSelected(element, 2);
      expect(document.activeElement).to.equal(reviewsTab);
      await until(() => Math.abs(window.scrollY - expected) < 2, 'the tab scrolled to 150 px below the top');
      await expect(element).to.be.accessible();
    });
  }

  it('keeps the open tab when the hash changes to something that names no tab', async () => {
    const element = (await mountAt(start)) as HTMLElement & { updateComplete: Promise<void> };
    const changed = oneEvent(window, 'hashchange');
    element.querySelector<HTMLAnchorElement>('a.to-elsewhere')!.click();
    await changed;
    await element.updateComplete;
    expectSelected(element, 0);
  });

  it('puts the server markup back when removed', async () => {
    const element = await mountAt(start);
    element.remove();
    await until(() => panels(element).every((node) => node.style.display === ''), 'every panel shown as the server sent it');
    expect(links(element).some((link) => link.hasAttribute('aria-selected'))).to.be.false;
  });
});

describe('tabToOpenOnLoad', () => {
  const tabs = [
    { anchor: 'tab-description', key: 'description' },
    { anchor: 'tab-size_guide', key: 'size_guide' },
  ];
  it('ignores review hashes when there is no reviews tab and opens a custom tab by its anchor', () => {
    expect(tabToOpenOnLoad(tabs, new URL('https://shop.test/p/#reviews'))).to.deep.equal({ index: 0, scroll: false });
    expect(tabToOpenOnLoad(tabs, new URL('https://shop.test/p/#tab-size_guide'))).to.deep.equal({ index: 1, scroll: false });
    expect(tabToOpenOnLoad([], new URL('https://shop.test/p/#x'))).to.deep.equal({ index: 0, scroll: false });
  });
});
