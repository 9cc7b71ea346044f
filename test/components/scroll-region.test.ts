import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/scroll-region/scroll-region.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';

const cells = (row: number) =>
  `<th scope="row">#${row}</th><td>2026-11-0${row}</td><td>Processing</td><td>$${row}0.00 for 2 items</td><td><a href="#order-${row}">View</a></td>`;
const TABLE = (attributes = '', caption = '') => `
  <div style="width: 320px">
    <shop-scroll-region ${attributes}>
      <table class="woocommerce-orders-table shop_table">${caption}<thead><tr><th>Order</th><th>Date</th><th>Status</th><th>Total</th><th>Actions</th></tr></thead>
      <tbody><tr>${cells(1)}</tr><tr>${cells(2)}</tr></tbody></table>
    </shop-scroll-region>
  </div>`;
const STYLE = 'shop-scroll-region { display: block; overflow-x: auto; } shop-scroll-region > table { min-width: 36rem; }';

describe('<shop-scroll-region>', () => {
  let style: HTMLStyleElement;
  before(() => {
    style = document.createElement('style');
    style.textContent = STYLE;
    document.head.append(style);
  });
  after(() => style.remove());

  it('is a named region and a tab stop while the table is wider than it, scrolled by the arrow keys', async () => {
    const element = await mount<ShopElement>(TABLE('label="Orders"'), 'shop-scroll-region');
    expect(element.getAttribute('role')).to.equal('region');
    expect(element.getAttribute('aria-label')).to.equal('Orders');
    expect(element.tabIndex).to.equal(0);
    await expect(element).to.be.accessible();
    element.focus();
    await sendKeys({ press: 'ArrowRight' });
    // The browser scrolls by keyboard smoothly, over frames a loaded machine can stretch.
    await waitUntil(() => element.scrollLeft > 0, 'scrolled sideways by the arrow keys');
  });

  it('is no tab stop when the table fits, and becomes one when the space shrinks', async () => {
    const element = await mount<ShopElement>(TABLE(), 'shop-scroll-region');
    const parent = element.parentElement!;
    parent.style.width = '1200px';
    await waitUntil(() => !element.hasAttribute('tabindex'), 'no tab stop once the table fits');
    parent.style.width = '320px';
    await waitUntil(() => element.getAttribute('tabindex') === '0', 'a tab stop once it overflows again');
  });

  it("takes its name from the table's caption when no label is given", async () => {
    const element = await mount<ShopElement>(TABLE('', '<caption>Your orders</caption>'), 'shop-scroll-region');
    expect(element.getAttribute('aria-label')).to.equal('Your orders');
    const unnamed = await mount<ShopElement>(TABLE(), 'shop-scroll-region');
    expect(unnamed.getAttribute('aria-label')).to.equal('Scrollable table');
  });
});
