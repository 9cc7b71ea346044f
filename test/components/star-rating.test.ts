import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/star-rating/star-rating.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { until } from '../support/fake-delays.ts';
import { mount } from '../support/mount.ts';

const FORM = (tagAttributes = '', selectAttributes = 'required') => `
  <form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
    <shop-star-rating ${tagAttributes}>
      <div class="comment-form-rating">
        <label for="rating" id="comment-form-rating-label">Your rating&nbsp;<span class="required">*</span></label>
        <select name="rating" id="rating" ${selectAttributes}>
          <option value="">Rate&hellip;</option><option value="5">Perfect</option><option value="4">Good</option>
          <option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option>
        </select>
      </div>
    </shop-star-rating>
    <p class="comment-form-comment"><label for="comment">Your review</label><textarea id="comment" name="comment"></textarea></p>
    <p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit"></p>
  </form>`;

const stars = (element: HTMLElement) => [...element.querySelectorAll<HTMLAnchorElement>('a[role="radio"]')];
const select = (element: HTMLElement) => element.querySelector<HTMLSelectElement>('#rating')!;
const group = (element: HTMLElement) => element.querySelector<HTMLElement>('[role="radiogroup"]')!;
/** The alert is filled in the frame after the blocked submit, so a screen reader hears it as a change. */
const alertShown = (element: HTMLElement) => until(() => element.querySelector('[role="alert"]')?.textContent, 'the alert is shown');

/** Keeps the test page from navigating when a submit is (wrongly) let through. */
function trapSubmits(element: HTMLElement): { submitted: number } {
  const record = { submitted: 0 };
  element.closest('form')!.addEventListener('submit', (event) => {
    record.submitted += 1;
    event.preventDefault();
  });
  return record;
}

describe('<shop-star-rating>', () => {
  afterEach(() => {
    delete (window as { wc_single_product_params?: unknown }).wc_single_product_params;
  });

  it('hides the select and renders five named radios in a radio group named by the label', async () => {
    const element = await mount<ShopElement>(FORM(), 'shop-star-rating');
    expect(select(element).style.display).to.equal('none');
    expect(group(element).getAttribute('aria-labelledby')).to.equal('comment-form-rating-label');
    expect(group(element)).to.have.attribute('aria-required', 'true');
    expect(stars(element).map((star) => star.textContent)).to.deep.equal([1, 2, 3, 4, 5].map((n) => `${n} of 5 stars`));
    expect(stars(element).map((star) => star.className)).to.deep.equal(['star-1', 'star-2', 'star-3', 'star-4', 'star-5']);
    expect(stars(element).map((star) => star.tabIndex)).to.deep.equal([0, -1, -1, -1, -1]);
    expect(stars(element).every((star) => star.getAttribute('aria-checked') === 'false')).to.be.true;
    await expect(element).to.be.accessible();
  });

  it('takes star names from i18n_rating_options, and the labels attribute over it', async () => {
    (window as { wc_single_product_params?: unknown }).wc_single_product_params = {
      i18n_rating_options: ['Une', 'Deux', 'Trois', 'Quatre', 'Cinq'],
    };
    const element = await mount<ShopElement>(FORM(), 'shop-star-rating');
    expect(stars(element)[3]!.textContent).to.equal('Quatre');
    const custom = await mount<ShopElement>(FORM(`labels='["a","b","c","d","e"]'`), 'shop-star-rating');
    expect(stars(custom)[4]!.textContent).to.equal('e');
  });

  it('falls back to the default names, with one warning naming tag and attribute, when labels is not a list', async () => {
    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const element = await mount<ShopElement>(FORM(`labels='"text"'`), 'shop-star-rating');
      expect(stars(element).map((star) => star.textContent)).to.deep.equal([1, 2, 3, 4, 5].map((n) => `${n} of 5 stars`));
      await mount<ShopElement>(FORM(`labels='"text"'`), 'shop-star-rating');
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('<shop-star-rating>').and.to.contain('labels=').and.to.contain('a JSON list of strings');
      const numbers = await mount<ShopElement>(FORM(`labels='[1,2,3,4,5]'`), 'shop-star-rating');
      expect(stars(numbers)[0]!.textContent).to.equal('1 of 5 stars');
    } finally {
      console.warn = originalWarn;
    }
  });

  it('does nothing inside another <shop-star-rating>: one row of stars', async () => {
    const element = await mount<ShopElement>(
      FORM('><shop-star-rating').replace('</shop-star-rating>', '</shop-star-rating></shop-star-rating>'),
      'shop-star-rating',
    );
    await element.querySelector<ShopElement>('shop-star-rating')!.updateComplete;
    expect(stars(element)).to.have.length(5);
    expect(element.querySelectorAll('[role="radiogroup"]')).to.have.length(1);
    stars(element)[2]!.click();
    expect(select(element).value).to.equal('3');
    await expect(element).to.be.accessible();
  });

  it('renders hostile star names and messages as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    const element = await mount<ShopElement>(
      FORM(`labels='${JSON.stringify([hostile, '2', '3', '4', '5'])}' required-text='${hostile}'`),
      'shop-star-rating',
    );
    expect(stars(element)[0]!.textContent).to.equal(hostile);
    expect(element.querySelector('img')).to.equal(null);
    element.closest('form')!.requestSubmit();
    await alertShown(element);
    expect(element.querySelector('[role="alert"]')!.textContent).to.equal(hostile);
    expect(element.querySelector('img')).to.equal(null);
    expect((window as { __pwned?: unknown }).__pwned).to.equal(undefined);
  });

  it('a click sets the select, marks the star active and the group selected, and reports the rating', async () => {
    const element = await mount<ShopElement>(FORM(), 'shop-star-rating');
    let changed = 0;
    select(element).addEventListener('change', () => (changed += 1));
    const changedEvent = oneEvent(element, 'shop-star-rating-changed');
    stars(element)[3]!.click();
    const event = await changedEvent;
    expect(event.detail).to.deep.equal({ rating: 4 });
    await element.updateComplete;
    expect(select(element).value).to.equal('4');
    expect(changed).to.equal(1);
    expect(stars(element)[3]).to.have.class('active');
    expect(stars(element)[3]).to.have.attribute('aria-checked', 'true');
    expect(stars(element).map((star) => star.tabIndex)).to.deep.equal([-1, -1, -1, 0, -1]);
    expect(element.querySelector('p.stars')).to.have.class('selected');
    expect(location.hash).to.equal('');
    await expect(element).to.be.accessible();
  });

  it('arrow keys move and check (wrapping), Space checks the focused star', async () => {
    const element = await mount<ShopElement>(FORM(), 'shop-star-rating');
    stars(element)[0]!.focus();
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    expect(select(element).value).to.equal('1');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await element.updateComplete;
    expect(select(element).value).to.equal('3');
    expect(document.activeElement).to.equal(stars(element)[2]);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await element.updateComplete;
    expect(select(element).value).to.equal('5');
    expect(document.activeElement).to.equal(stars(element)[4]);
  });

  it('keeps arrow keys from reaching page-level listeners (sliders)', async () => {
    const element = await mount<ShopElement>(FORM(), 'shop-star-rating');
    let reached = 0;
    const listener = () => (reached += 1);
    document.addEventListener('keydown', listener);
    stars(element)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    document.removeEventListener('keydown', listener);
    expect(reached).to.equal(0);
  });

  it('blocks a submit without a rating: inline alert, focus on the stars, the form not sent', async () => {
    const element = await mount<ShopElement>(FORM(), 'shop-star-rating');
    const record = trapSubmits(element);
    const blocked = oneEvent(element, 'shop-star-rating-blocked');
    element.closest('form')!.querySelector<HTMLInputElement>('#submit')!.click();
    expect((await blocked).detail).to.deep.equal({ message: 'Please select a rating' });
    await alertShown(element);
    expect(record.submitted).to.equal(0);
    const alert = element.querySelector('[role="alert"]')!;
    expect(alert).to.have.text('Please select a rating');
    expect(group(element)).to.have.attribute('aria-invalid', 'true');
    expect(group(element).getAttribute('aria-describedby')).to.equal(alert.id);
    expect(document.activeElement).to.equal(stars(element)[0]);
    await expect(element).to.be.accessible();

    stars(element)[1]!.click();
    await element.updateComplete;
    expect(alert).to.have.text('');
    expect(group(element)).not.to.have.attribute('aria-invalid');
    element.closest('form')!.querySelector<HTMLInputElement>('#submit')!.click();
    expect(record.submitted).to.equal(1);
  });

  it('blocks a select printed without required too (submit event), with configurable text', async () => {
    const element = await mount<ShopElement>(FORM('required-text="Rate it first"', ''), 'shop-star-rating');
    const record = trapSubmits(element);
    element.closest('form')!.requestSubmit();
    await alertShown(element);
    expect(record.submitted).to.equal(0);
    expect(element.querySelector('[role="alert"]')).to.have.text('Rate it first');
  });

  it('lets the review through without a rating when review_rating_required is not "yes"', async () => {
    (window as { wc_single_product_params?: unknown }).wc_single_product_params = { review_rating_required: 'no' };
    const element = await mount<ShopElement>(FORM('', ''), 'shop-star-rating');
    const record = trapSubmits(element);
    element.closest('form')!.querySelector<HTMLInputElement>('#submit')!.click();
    expect(record.submitted).to.equal(1);
    expect(group(element)).not.to.have.attribute('aria-required');
  });

  it('lets it through without a rating when optional, though WooCommerce prints the select `required`', async () => {
    (window as { wc_single_product_params?: unknown }).wc_single_product_params = { review_rating_required: 'no' };
    const element = await mount<ShopElement>(FORM(), 'shop-star-rating');
    const record = trapSubmits(element);
    element.closest('form')!.querySelector<HTMLInputElement>('#submit')!.click();
    expect(record.submitted).to.equal(1);
    expect(element.querySelector('[role="alert"]')).to.have.text('');
  });

  it('reflects a rating the server printed back (form re-rendered after an error)', async () => {
    const element = await mount<ShopElement>(FORM().replace('<option value="3">', '<option value="3" selected>'), 'shop-star-rating');
    expect(stars(element)[2]).to.have.class('active');
    expect(stars(element)[2]!.tabIndex).to.equal(0);
  });

  it('shows the select again when removed', async () => {
    const element = await mount<ShopElement>(FORM(), 'shop-star-rating');
    element.remove();
    await until(() => select(element).style.display === '', 'the select is shown again');
    expect(select(element).required).to.be.true;
    expect(element.querySelector('p.stars')).to.equal(null);
  });
});
