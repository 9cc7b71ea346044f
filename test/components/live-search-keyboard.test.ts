import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/live-search/live-search.define.ts';
import { FakeServer } from '../support/fake-server.ts';
import {
  announced,
  expanded,
  mountSearch,
  NO_PRODUCTS,
  options,
  parts,
  recordLeaving,
  SEARCH_ACTION,
  TEES,
  typeText,
  whenListed,
} from '../support/live-search.ts';

const activeId = (element: HTMLElement) => parts(element).input.getAttribute('aria-activedescendant');
const selected = (element: HTMLElement) => options(element).map((option) => option.getAttribute('aria-selected'));

describe('<shop-live-search> keyboard and pointer', () => {
  let server: FakeServer;
  let leaving: ReturnType<typeof recordLeaving>;
  beforeEach(() => {
    server = new FakeServer();
    server.on(SEARCH_ACTION, { json: { suggestions: [TEES[0], NO_PRODUCTS, TEES[1], TEES[2]] } });
  });
  afterEach(() => {
    leaving?.stop();
    server.restore();
  });

  async function listed() {
    const element = await mountSearch();
    leaving = recordLeaving(parts(element).form);
    typeText(parts(element).input, 'tee');
    await whenListed(element, 4);
    return element;
  }

  it('opens with no option active and announces the number that can be chosen', async () => {
    const element = await listed();
    expect(activeId(element)).to.equal(null);
    expect(selected(element)).to.deep.equal(['false', 'false', 'false', 'false']);
    await waitUntil(() => announced() === '3 results available.');
    await expect(element).to.be.accessible();
  });

  it('Down and Up move the active option, skip rows that cannot be chosen and wrap; focus stays in the input', async () => {
    const element = await listed();
    const { input } = parts(element);
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => activeId(element) === options(element)[0]!.id);
    expect(selected(element)).to.deep.equal(['true', 'false', 'false', 'false']);
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => activeId(element) === options(element)[2]!.id, 'the id -1 row is skipped');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => activeId(element) === options(element)[0]!.id, 'wraps to the first');
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => activeId(element) === options(element)[3]!.id, 'wraps to the last');
    expect(document.activeElement).to.equal(input);
    await expect(element).to.be.accessible();
  });

  it('Enter on the active option follows its URL (http only), with a cancelable select event first', async () => {
    const element = await listed();
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => activeId(element) !== null);
    const select = oneEvent(element, 'shop-live-search-select');
    const chosen = oneEvent(element, 'shop-live-search-selected');
    await sendKeys({ press: 'Enter' });
    expect((await select).cancelable).to.be.true;
    expect((await chosen).detail.suggestion.id).to.equal(11);
    expect(leaving.record.urls).to.deep.equal([new URL('/product/classic-crew-tee/', location.href).href]);
    expect(leaving.record.submits).to.equal(0);
    await waitUntil(() => !expanded(element));
  });

  it('a cancelled select event keeps the browser on the page', async () => {
    const element = await listed();
    element.addEventListener('shop-live-search-select', (event) => event.preventDefault());
    options(element)[2]!.click();
    await element.updateComplete;
    expect(leaving.record.urls).to.deep.equal([]);
  });

  it('Enter without an active option submits the form to the search page', async () => {
    await listed();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => leaving.record.submits === 1);
    expect(leaving.record.urls).to.deep.equal([]);
  });

  it('does not select a single exact match by itself: Enter still searches', async () => {
    server.on(SEARCH_ACTION, { json: { suggestions: [{ ...TEES[1], value: 'Pocket Tee' }] } });
    const element = await mountSearch();
    leaving = recordLeaving(parts(element).form);
    typeText(parts(element).input, 'Pocket Tee');
    await whenListed(element, 1);
    expect(activeId(element)).to.equal(null);
    expect(selected(element)).to.deep.equal(['false']);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => leaving.record.submits === 1);
    expect(leaving.record.urls).to.deep.equal([]);
  });

  it('a click chooses a suggestion; the id -1 row is not followed', async () => {
    const element = await listed();
    options(element)[1]!.click();
    await element.updateComplete;
    expect(leaving.record.urls).to.deep.equal([]);
    options(element)[2]!.click();
    expect(leaving.record.urls).to.deep.equal(['http://localhost/product/pocket-tee/']);
  });

  it('Escape closes the list and keeps the text; a second Escape clears the text', async () => {
    const element = await listed();
    const { input } = parts(element);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !expanded(element));
    expect(input.value).to.equal('tee');
    expect(activeId(element)).to.equal(null);
    await sendKeys({ press: 'Escape' });
    expect(input.value).to.equal('');
    await sendKeys({ press: 'ArrowDown' });
    await element.updateComplete;
    expect(expanded(element)).to.be.false;
  });

  it('Down reopens a list closed with Escape', async () => {
    const element = await listed();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !expanded(element));
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => expanded(element) && activeId(element) === options(element)[0]!.id);
  });

  it('Home and End stay with the text of the input', async () => {
    const element = await listed();
    const { input } = parts(element);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Home' });
    expect(input.selectionStart).to.equal(0);
    await sendKeys({ press: 'End' });
    expect(input.selectionStart).to.equal(3);
    expect(expanded(element)).to.be.true;
  });

  it('closes when focus leaves the form and on a click outside', async () => {
    const element = await listed();
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    document.body.append(outside);
    try {
      outside.focus();
      await waitUntil(() => !expanded(element), 'closed on blur');
      parts(element).input.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => expanded(element));
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await waitUntil(() => !expanded(element), 'closed on an outside click');
    } finally {
      outside.remove();
    }
  });

  it('keeps the list open while the shopper moves to the category select', async () => {
    const element = await listed();
    parts(element).select.focus();
    await element.updateComplete;
    expect(expanded(element)).to.be.true;
  });
});
