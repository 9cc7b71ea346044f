import { expect } from '@open-wc/testing';
import { firstPageUrl, nextPageOf, pageNumberOf, previousPageOf } from '../../elements/product-list/next-page.ts';
import { cleanItem, readListingPage } from '../../elements/product-list/listing-page.ts';
import { loadSanitizer } from '../../core/dom/sanitize.ts';
import { listingDocument } from '../support/product-listing.ts';

const navWith = (href: string, rel = 'next'): Element => {
  const root = document.createElement('div');
  root.innerHTML = `<nav class="woocommerce-pagination"><a class="${rel} page-numbers" href="${href}">→</a></nav>`;
  return root;
};

describe('<shop-product-list> next page', () => {
  it('reads the number from page/{n}, ?page={n} and paged={n} links', () => {
    expect(nextPageOf(navWith('/shop/page/3/'), 2)).to.deep.equal({ url: `${location.origin}/shop/page/3/`, page: 3 });
    expect(nextPageOf(navWith('/shop/page/3'), 2)?.page).to.equal(3);
    expect(nextPageOf(navWith('/shop/?page=4&orderby=price'), 3)?.page).to.equal(4);
    expect(nextPageOf(navWith('/?s=tee&post_type=product&paged=2'), 1)).to.deep.equal({
      url: `${location.origin}/?s=tee&post_type=product&paged=2`,
      page: 2,
    });
  });

  it('has no next page without a next link, for a link off the site or not http(s), or one that goes back', () => {
    const root = document.createElement('div');
    root.innerHTML = '<nav class="woocommerce-pagination"><span class="page-numbers current">4</span></nav>';
    expect(nextPageOf(root, 4)).to.equal(null);
    expect(nextPageOf(navWith('javascript:alert(1)//page/5/'), 4)).to.equal(null);
    expect(nextPageOf(navWith('https://elsewhere.example/shop/page/5/'), 4)).to.equal(null);
    expect(nextPageOf(navWith('/shop/page/2/'), 4)).to.equal(null);
    expect(nextPageOf(navWith('/shop/'), 1), 'a link naming no page is page 1').to.equal(null);
  });

  it("reads the previous page from the pagination's prev link: one before the current, page 1 for the first page's URL", () => {
    expect(previousPageOf(navWith('/shop/page/2/', 'prev'), 3)).to.deep.equal({ url: `${location.origin}/shop/page/2/`, page: 2 });
    expect(previousPageOf(navWith('/shop/?orderby=price', 'prev'), 2)).to.deep.equal({
      url: `${location.origin}/shop/?orderby=price`,
      page: 1,
    });
    expect(previousPageOf(navWith('/shop/page/4/', 'prev'), 3), 'a prev link that goes forward').to.equal(null);
    expect(previousPageOf(navWith('https://elsewhere.example/shop/', 'prev'), 2)).to.equal(null);
    expect(previousPageOf(navWith('/shop/page/2/'), 3), 'a next link is no previous page').to.equal(null);
  });

  it('names page 1 for a URL without a page, and the first page of a paged URL keeps its other parameters', () => {
    expect(pageNumberOf('/shop/?orderby=price')).to.equal(1);
    expect(pageNumberOf('/product-category/hoodies/page/2/')).to.equal(2);
    expect(firstPageUrl('/shop/page/3/?orderby=price')).to.equal(`${location.origin}/shop/?orderby=price`);
    expect(firstPageUrl('/?s=tee&paged=3')).to.equal(`${location.origin}/?s=tee`);
  });
});

describe('<shop-product-list> items from a returned page', () => {
  afterEach(() => delete (window as { hostile?: unknown }).hostile);

  it('takes the product items, the next page and the title out of the document; cleaned, they belong to this one', async () => {
    const page = readListingPage(listingDocument({ page: 2, next: '/shop/page/3/' }), 2)!;
    const sanitizer = await loadSanitizer();
    const items = page.items.map((item) => cleanItem(item, sanitizer)!);
    expect(items.map((item) => item.querySelector('h2')!.textContent)).to.deep.equal(['Product 2.1', 'Product 2.2', 'Product 2.3']);
    expect(items.every((item) => item.ownerDocument === document)).to.equal(true);
    expect(page.next).to.deep.equal({ url: `${location.origin}/shop/page/3/`, page: 3 });
    expect(page.previous).to.equal(null);
    expect(page.title).to.equal('Shop – Page 2');
  });

  it('is null for an answer without a product list (a login or error page)', () => {
    expect(readListingPage('<!DOCTYPE html><title>Log In</title><form id="loginform"></form>', 2)).to.equal(null);
  });

  it('never runs markup hidden in a title, once the items are in the page', async () => {
    const hostile = [
      '<img src="data:," onerror="window.hostile = 1">Tee',
      '<script>window.hostile = 2</script>Scarf',
      '<a href=" javascript:window.hostile=3" id="bad-link">Cap</a>',
      '<iframe srcdoc="<script>parent.hostile = 4</script>"></iframe>Belt',
      '<svg><animate onbegin="window.hostile = 5" attributeName="x" dur="1s"></animate></svg>Sock',
      '<base href="https://elsewhere.example/">Hat',
    ];
    const baseURI = document.baseURI;
    const page = readListingPage(listingDocument({ page: 2, names: hostile }), 2)!;
    const sanitizer = await loadSanitizer();
    const items = page.items.map((item) => cleanItem(item, sanitizer)!);
    const list = document.createElement('ul');
    document.body.append(list);
    list.append(...items);
    // Each trap has had its moment once the image has failed, the animation begun and the link been followed.
    const failed = new Promise((resolve) => list.querySelector('img')!.addEventListener('error', resolve));
    // DOMPurify drops SVG animation elements altogether; one left in would have begun by now.
    const animate = list.querySelector('animate');
    const begun = animate ? new Promise((resolve) => animate.addEventListener('beginEvent', resolve)) : Promise.resolve();
    list.querySelector<HTMLAnchorElement>('#bad-link')!.click();
    await Promise.all([failed, begun]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    list.remove();
    expect((window as { hostile?: unknown }).hostile).to.equal(undefined);
    expect(document.baseURI, 'a <base> in a title moves no link of the page').to.equal(baseURI);
    expect(items.map((item) => item.querySelector('h2')!.textContent!.trim())).to.deep.equal([
      'Tee',
      'Scarf',
      'Cap',
      'Belt',
      'Sock',
      'Hat',
    ]);
  });
});
