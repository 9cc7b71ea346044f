import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/live-search/live-search.define.ts';
import { FakeServer } from '../support/fake-server.ts';
import { addStylesheet, mountSearch, options, parts, SEARCH_ACTION, TEES, typeText, whenListed } from '../support/live-search.ts';

const marks = (option: HTMLElement) => [...option.querySelectorAll('mark')].map((mark) => mark.textContent);
/** The first suggestion's first mark; nothing while the list is between two answers (a loaded machine polls there). */
const firstMark = (element: HTMLElement) => {
  const [first] = options(element);
  return first && marks(first)[0];
};
const name = (option: HTMLElement) => option.querySelector('.shop-live-search__name')!.textContent;
const pwned = () => (window as { __pwned?: unknown }).__pwned;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('<shop-live-search> rendering', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
  });
  afterEach(() => server.restore());

  async function show(query: string, suggestions: unknown[]) {
    server.on(SEARCH_ACTION, { json: { suggestions } });
    const element = await mountSearch();
    typeText(parts(element).input, query);
    await whenListed(element, suggestions.length);
    return element;
  }

  it('shows each suggestion with its image and price, the query highlighted in the name', async () => {
    const element = await show('tee', TEES);
    const [first, second, third] = options(element);
    expect(name(first!)).to.equal('Classic Crew Tee');
    expect(marks(first!)).to.deep.equal(['Tee']);
    await waitUntil(() => first!.querySelector('img') !== null && third!.querySelector('img') !== null, 'thumbnails in view');
    expect(first!.querySelector('img')!.src).to.equal(new URL(TEES[0]!.img, location.href).href);
    expect(first!.querySelector('img')!.alt).to.equal('');
    await waitUntil(() => first!.querySelector('.shop-live-search__price .amount') !== null, 'the price HTML is kept');
    expect(first!.querySelector('.shop-live-search__price')!.textContent).to.equal('$18.00');
    expect(second!.querySelector('img')).to.equal(null, 'no image without one');
    expect(third!.querySelector('img')!.src).to.equal('https://cdn.example.com/ringer.jpg');
  });

  it('cuts a very long name to 150 characters and "…", the whole text in the tooltip, so its layout stays cheap', async () => {
    await addStylesheet();
    const value = 'A'.repeat(64 * 1024);
    const element = await show('aaa', [{ id: 1, url: '/p/', value }, TEES[1]]);
    const [long, short] = options(element);
    expect(name(long!)).to.equal(`${'A'.repeat(150)}…`);
    expect(long!.title).to.equal(value);
    expect(name(short!)).to.equal('Pocket Tee');
    expect(short!.hasAttribute('title')).to.be.false;
  });

  it('highlights regex-special characters literally: (, *, \\ and a query that matches nothing', async () => {
    const value = 'Tee (Red) *Sale* C:\\Path';
    const element = await show('(re', [{ id: 1, url: '/p/', value }]);
    expect(marks(options(element)[0]!)).to.deep.equal(['(Re']);
    typeText(parts(element).input, '*sa');
    await waitUntil(() => firstMark(element) === '*Sa');
    typeText(parts(element).input, ':\\pa');
    await waitUntil(() => firstMark(element) === ':\\Pa');
    typeText(parts(element).input, '.*.');
    await waitUntil(() => server.sent('query=.*.').length === 1);
    await element.updateComplete;
    await nextFrame();
    expect(marks(options(element)[0]!)).to.deep.equal([]);
    expect(name(options(element)[0]!)).to.equal(value);
  });

  it('every occurrence is marked, whatever its case', async () => {
    const element = await show('tee', [{ id: 1, url: '/p/', value: 'Teeny TEE tee' }]);
    expect(marks(options(element)[0]!)).to.deep.equal(['Tee', 'TEE', 'tee']);
    expect(name(options(element)[0]!)).to.equal('Teeny TEE tee');
  });

  it('never runs hostile strings from any field: markup in names is text, unsafe URLs are dropped, the price is cleaned', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const element = await show('img', [
      {
        id: 1,
        url: 'javascript:window.__pwned=2',
        value: `${hostile} "Quoted" Tee`,
        img: 'javascript:window.__pwned=3',
        price: `<span class="amount">$5.00</span>${hostile}`,
      },
      {
        id: 2,
        url: '/product/safe/',
        value: '&lt;b&gt;Salt &amp; Pepper&lt;/b&gt; <strong>tee</strong>',
        img: 'data:image/svg+xml,<svg onload="window.__pwned=4"/>',
        price: '<a href="javascript:window.__pwned=5">$6</a>',
      },
      {
        id: '3"><img src=x onerror=window.__pwned=6>',
        url: '/p/"onmouseover="window.__pwned=7',
        value: 42,
        img: 7,
        price: { html: hostile },
      },
    ]);
    const [first, second, third] = options(element);
    expect(name(first!)).to.equal(`${hostile} "Quoted" Tee`);
    expect(first!).to.have.attribute('aria-disabled', 'true');
    expect(first!.querySelector('.shop-live-search__name img, .shop-live-search__image')).to.equal(null);
    await waitUntil(() => first!.querySelector('.amount') !== null);
    expect(first!.querySelector('.shop-live-search__price')!.innerHTML).to.equal('<span class="amount">$5.00</span><img src="x">');
    expect(name(second!)).to.equal('<b>Salt & Pepper</b> <strong>tee</strong>');
    expect(second!.querySelector('strong, b')).to.equal(null);
    expect(second!.querySelector('img')).to.equal(null, 'a data: image is not shown');
    expect(second!.querySelector('a')!.hasAttribute('href')).to.be.false;
    expect(name(third!)).to.equal('42');
    expect(third!.querySelector('img')).to.equal(null);
    expect(third!.querySelector('.shop-live-search__price')).to.equal(null);
    third!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await nextFrame();
    expect(pwned()).to.equal(undefined);
  });
});

describe('<shop-live-search> layout', () => {
  let server: FakeServer;
  let stylesheet: HTMLLinkElement;
  before(async () => {
    stylesheet = await addStylesheet();
  });
  after(() => stylesheet.remove());
  beforeEach(() => {
    server = new FakeServer();
  });
  afterEach(async () => {
    server.restore();
    await setViewport({ width: 800, height: 600 });
  });

  const many = Array.from({ length: 50 }, (_, i) => ({
    id: i + 1,
    url: `/product/tee-${i + 1}/`,
    value: `Tee number ${i + 1}`,
    img: `https://cdn.example.com/tee-${i + 1}.jpg`,
    price: '$10.00',
  }));

  it('caps the list at 300 px and scrolls the active option into view', async () => {
    server.on(SEARCH_ACTION, { json: { suggestions: many } });
    const element = await mountSearch();
    typeText(parts(element).input, 'tee');
    await whenListed(element, 50);
    const { listbox } = parts(element);
    expect(listbox.getBoundingClientRect().height).to.be.at.most(300);
    expect(listbox.scrollHeight).to.be.above(300);
    const last = options(element)[49]!;
    await waitUntil(() => options(element)[0]!.querySelector('img') !== null, 'thumbnails in view load');
    expect(last.querySelector('img')).to.equal(null, 'a thumbnail far below waits');
    expect(last.querySelector('.shop-live-search__image')).not.to.equal(null, 'its place is kept');
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => last.getAttribute('aria-selected') === 'true');
    const box = listbox.getBoundingClientRect();
    await waitUntil(
      () => last.getBoundingClientRect().bottom <= box.bottom + 1 && last.getBoundingClientRect().top >= box.top - 1,
      'the last option is visible',
    );
    await waitUntil(() => last.querySelector('img') !== null, 'its thumbnail loads once scrolled to');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => listbox.scrollTop === 0, 'back to the first');
    await expect(element).to.be.accessible();
  });

  it('opens above a form fixed low in the window (a phone bar at the bottom), where it would not fit below', async () => {
    await setViewport({ width: 390, height: 700 });
    server.on(SEARCH_ACTION, { json: { suggestions: TEES } });
    const element = await mountSearch();
    typeText(parts(element).input, 'tee');
    await whenListed(element, 3);
    expect(parts(element).panel.getBoundingClientRect().top, 'below the form at the top of the page').to.be.at.least(
      element.getBoundingClientRect().bottom,
    );
    await sendKeys({ press: 'Escape' });

    element.style.cssText = 'position: fixed; bottom: 10px; left: 0; right: 0';
    parts(element).input.focus();
    typeText(parts(element).input, 'tees');
    await whenListed(element, 3);
    const panel = parts(element).panel.getBoundingClientRect();
    expect(panel.bottom, 'above the form').to.be.at.most(element.getBoundingClientRect().top);
    expect(panel.top, 'whole on screen').to.be.at.least(0);
    const first = options(element)[0]!.getBoundingClientRect();
    expect(document.elementFromPoint(first.x + 5, first.y + first.height / 2)?.closest('[role="option"]')).to.equal(options(element)[0]);
  });

  it('fits a 320 px screen with options at least 24 px tall', async () => {
    await setViewport({ width: 320, height: 640 });
    server.on(SEARCH_ACTION, { json: { suggestions: TEES } });
    const element = await mountSearch();
    typeText(parts(element).input, 'tee');
    await whenListed(element, 3);
    const box = parts(element).panel.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(320);
    for (const option of options(element)) expect(option.getBoundingClientRect().height).to.be.at.least(24);
  });
});
