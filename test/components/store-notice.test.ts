import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/store-notice/store-notice.define.ts';
import { deleteCookie, getCookie } from '../../core/dom/cookies.ts';
import { mount } from '../support/mount.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';

const notice = (id: string, link = '<a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a>') => `
  <shop-store-notice><p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store"
    data-notice-id="${id}" style="display:none">Free shipping this week! ${link}</p></shop-store-notice>`;

const paragraph = (element: HTMLElement) => element.querySelector<HTMLElement>('.woocommerce-store-notice')!;

describe('<shop-store-notice>', () => {
  const ids = ['abc123', 'def456', 'fresh', 'kbd', 'own'];
  afterEach(() => ids.forEach((id) => deleteCookie(`store_notice${id}`)));

  it('shows the server-hidden notice when no cookie says otherwise', async () => {
    const element = await mount(notice('abc123'));
    expect(paragraph(element).style.display).to.equal('');
    expect(element).not.to.have.attribute('dismissed');
    await expect(element).to.be.accessible();
  });

  it('stays hidden when store_notice<id> is "hidden"', async () => {
    document.cookie = 'store_noticedef456=hidden; path=/';
    const element = await mount(notice('def456'));
    expect(paragraph(element).style.display).to.equal('none');
    expect(element).to.have.attribute('dismissed');
  });

  it('dismisses on click: sets the cookie with path / and hides the notice', async () => {
    // Dismissed on a product page: the cookie must reach every page of the shop, not only that one.
    const testPage = location.href;
    let element: ShopElement;
    let cookieAtRoot: string | undefined;
    try {
      history.replaceState(null, '', '/product/organic-cotton-tee/');
      element = await mount(notice('fresh'));
      const dismissed = oneEvent(element, 'shop-store-notice-dismissed');
      element.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!.click();
      expect((await dismissed).detail).to.deep.equal({ noticeId: 'fresh' });
      // document.cookie holds only the cookies whose path covers the page's: read from the root, a cookie set
      // with the product page's path would be missing.
      history.replaceState(null, '', '/');
      cookieAtRoot = getCookie('store_noticefresh');
    } finally {
      history.replaceState(null, '', testPage);
    }
    expect(cookieAtRoot).to.equal('hidden');
    await element.updateComplete;
    expect(paragraph(element).style.display).to.equal('none');
    expect(location.hash).to.equal('');
  });

  it('keeps the notice and sets no cookie when a listener cancels shop-store-notice-dismiss', async () => {
    const element = await mount(notice('kept'));
    const dismissed: Event[] = [];
    element.addEventListener('shop-store-notice-dismiss', (event) => event.preventDefault());
    element.addEventListener('shop-store-notice-dismissed', (event) => dismissed.push(event));
    element.querySelector<HTMLAnchorElement>('.woocommerce-store-notice__dismiss-link')!.click();
    await element.updateComplete;
    expect(getCookie('store_noticekept')).to.equal(undefined);
    expect(paragraph(element).style.display).to.equal('');
    expect(element).not.to.have.attribute('dismissed');
    expect(dismissed).to.have.length(0);
  });

  it('dismisses with Enter on the role=button link and moves focus off the vanished notice', async () => {
    const element = await mount(notice('kbd'));
    element.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!.focus();
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(getCookie('store_noticekbd')).to.equal('hidden');
    expect(paragraph(element).style.display).to.equal('none');
    expect(paragraph(element).contains(document.activeElement)).to.be.false;
  });

  it('renders a dismiss button when the markup has none, and notice-id overrides the data attribute', async () => {
    const element = await mount(notice('ignored', '').replace('<shop-store-notice>', '<shop-store-notice notice-id="own">'));
    const button = element.querySelector<HTMLButtonElement>('button.woocommerce-store-notice__dismiss-link')!;
    expect(button).to.have.text('Dismiss');
    await expect(element).to.be.accessible();
    button.click();
    expect(getCookie('store_noticeown')).to.equal('hidden');
    expect(getCookie('store_noticeignored')).to.equal(undefined);
  });
});
