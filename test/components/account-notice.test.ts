import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { focusAccountNotice } from '../../core/dom/account-notice.ts';

// An account page's first error notice takes focus once the page is ready (WooCommerce's `wc-account-i18n`).
/** The focus is queued as a task: a task queued after it runs once it has happened, or not. */
const afterQueuedTasks = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve));

describe('account pages: the first notice with something to say takes focus', () => {
  afterEach(() => document.body.classList.remove('woocommerce-account'));

  const notices = `<div class="woocommerce-notices-wrapper">
    <div role="alert"> </div>
    <ul class="woocommerce-error" role="alert"><li><strong>Error:</strong> The password you entered is incorrect.</li></ul>
    <ul class="woocommerce-error" role="alert"><li>A second one.</li></ul>
  </div>
  <a class="skip-link" href="#content">Skip to content</a>`;

  it('focuses the first non-empty alert after the tasks already queued, so an earlier focus does not keep it', async () => {
    document.body.classList.add('woocommerce-account');
    const page = await fixture<HTMLElement>(`<div>${notices}</div>`);
    focusAccountNotice();
    // Another script's focus in the same task (a skip link's) comes first and is taken over.
    page.querySelector<HTMLElement>('.skip-link')!.focus();
    const error = page.querySelector<HTMLElement>('.woocommerce-error')!;
    await waitUntil(() => document.activeElement === error, 'the error notice has focus');
    expect(error.tabIndex).to.equal(-1);
  });

  it('leaves focus alone on other pages, and on account pages without a notice', async () => {
    const page = await fixture<HTMLElement>(`<div>${notices}</div>`);
    const skip = page.querySelector<HTMLElement>('.skip-link')!;
    skip.focus();
    focusAccountNotice();
    await afterQueuedTasks();
    expect(document.activeElement).to.equal(skip);

    document.body.classList.add('woocommerce-account');
    for (const notice of page.querySelectorAll('.woocommerce-error')) notice.remove();
    focusAccountNotice();
    await afterQueuedTasks();
    expect(document.activeElement).to.equal(skip);
  });
});
