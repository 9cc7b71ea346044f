import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe-page.ts';
import { elementsReady, expect, holdRequests, injectFaults, test } from './fixtures.ts';

/** The checkout page with its elements upgraded (the country fields load on the shopper's first action). */
async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout/');
  await elementsReady(page, 'shop-country-state');
}

test('a shopper changes the billing country US → CA → GB by keyboard and the state field follows', async ({ page }) => {
  await openCheckout(page);
  const country = page.getByRole('combobox', { name: 'Country / Region' }).first();
  const stateRow = page.locator('#billing_state_field');
  await expect(stateRow.getByRole('combobox', { name: 'State' })).toBeVisible();

  // The state select is searchable by typing: "t" picks Texas.
  await stateRow.getByRole('combobox').focus();
  await page.keyboard.press('t');
  await expect(stateRow.getByRole('combobox')).toHaveValue('TX');

  await country.focus();
  await page.keyboard.press('ArrowDown');
  await expect(country).toHaveValue('CA');
  const province = stateRow.getByRole('combobox', { name: 'Province' });
  await expect(province).toBeVisible();
  await expect(province).toHaveValue('');
  await expect(province.getByRole('option')).toHaveText(['Select an option…', 'Alberta', 'British Columbia', 'Ontario', 'Quebec']);
  await expect(page.locator('#billing_postcode_field label')).toHaveText('Postal code\u00a0*');

  await page.keyboard.press('ArrowDown');
  await expect(country).toHaveValue('GB');
  const county = stateRow.getByRole('textbox', { name: 'County (optional)' });
  await expect(county).toBeVisible();
  await expect(county).toHaveAttribute('name', 'billing_state');
  await expect(county).not.toHaveAttribute('aria-required', 'true');
  await expect(
    page.locator('#shipping_state_field').getByRole('combobox', { name: 'Province' }),
    'shipping keeps its own country',
  ).toBeVisible();
  expect(await axeViolations(page, '#customer_details')).toEqual([]);

  // Germany has no states: the row disappears.
  await page.keyboard.press('ArrowDown');
  await expect(country).toHaveValue('DE');
  await expect(stateRow).toBeHidden();
  expect(await axeViolations(page, '#customer_details')).toEqual([]);
});

test("a country chosen before the fields' code has arrived: the server's state field stays usable, and is fitted once the code is there", async ({
  page,
}) => {
  const release = await holdRequests(page, /\/checkout\.group-[^/]*\.js$/);
  // The demo's checkout has the create-account box, whose code the page asks for at once, with the country
  // fields' (one group): the page does not finish loading while the test holds it.
  await page.goto('/checkout/', { waitUntil: 'commit' });
  const country = page.getByRole('combobox', { name: 'Country / Region' }).first();
  const stateRow = page.locator('#billing_state_field');
  await country.focus();
  await page.keyboard.press('ArrowDown');
  await expect(country).toHaveValue('CA');
  await expect(stateRow.getByRole('combobox', { name: 'State' })).toBeVisible();
  release();
  await expect(stateRow.getByRole('combobox', { name: 'Province' })).toBeVisible();
  await expect(page.locator('#billing_postcode_field label')).toHaveText('Postal code\u00a0*');
});

test('the terms open in a modal dialog by keyboard and close with Escape, focus back on the link', async ({ page }) => {
  await openCheckout(page);
  const link = page.getByRole('link', { name: 'terms and conditions' });
  await page.getByRole('checkbox', { name: /I have read and agree/ }).focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Unworn items may be returned within 30 days');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(page.url(), 'the link was not followed').toMatch(/\/checkout\/$/);
  expect(await axeViolations(page, '.shop-terms-dialog__root')).toEqual([]);
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(dialog).toBeHidden();
});

test('the create-account box opens with its checkbox', async ({ page }) => {
  await page.goto('/checkout/');
  await elementsReady(page, 'shop-create-account');
  const password = page.getByLabel('Create account password');
  await expect(password).toBeHidden();
  await page.getByRole('checkbox', { name: 'Create an account?' }).press('Space');
  await expect(password).toBeVisible();
  await page.getByRole('checkbox', { name: 'Create an account?' }).press('Space');
  await expect(password).toBeHidden();
});

test('the orders table scrolls sideways by keyboard at 320 px, without a layout shift', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shopShifts: string[] }).shopShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: Array<{ node?: Node }> }>)
        for (const source of entry.sources ?? [])
          if (source.node instanceof Element && source.node.closest('.woocommerce-orders-table-wrapper'))
            shifts.push(source.node.outerHTML.slice(0, 60));
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/my-account/orders/');
  await elementsReady(page, 'shop-scroll-region');
  const region = page.getByRole('region', { name: 'Orders' });
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'the page itself does not scroll sideways').toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => (window as unknown as { shopShifts: string[] }).shopShifts)).toEqual([]);
  expect(await axeViolations(page, '.woocommerce-orders-table-wrapper')).toEqual([]);
});

test.describe('the contact form', () => {
  async function fillIn(page: Page) {
    await page.goto('/contact/');
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Message').fill('Does the hoodie run small?');
    await elementsReady(page, 'shop-contact-form');
    return page.getByRole('button', { name: 'Send message' });
  }

  test('marks its submit processing until the AJAX call completes, then says it was sent', async ({ page }) => {
    const send = await fillIn(page);
    const answer = await holdRequests(page, /\/wp-admin\/admin-ajax\.php/);
    await send.press('Enter');
    await expect(send).toHaveClass(/\bprocessing\b/);
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('form', { name: 'Contact us' })).toHaveAttribute('aria-busy', 'true');
    answer();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, Ada' })).toBeVisible();
    await expect(send).not.toHaveClass(/\bprocessing\b/);
    await expect(send).not.toHaveAttribute('aria-disabled');
    expect(page.url(), 'no page load').toMatch(/\/contact\/$/);
    await expect(page.getByLabel('Message')).toHaveValue('');
    expect(await axeViolations(page, '.entry-content')).toEqual([]);
  });

  test('ends processing and alerts when the server fails, keeping the message', async ({ page }) => {
    await injectFaults(page, 'contact:error=http500');
    const send = await fillIn(page);
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your message could not be sent' })).toBeVisible();
    await expect(send).not.toHaveClass(/\bprocessing\b/);
    await expect(page.getByLabel('Message')).toHaveValue('Does the hoodie run small?');
  });

  test("shows the server's refusal", async ({ page }) => {
    const send = await fillIn(page);
    await page.getByLabel('Email address').fill('not-an-address');
    // The browser's own email check would stop the submit before the element sees it.
    await page.getByRole('form', { name: 'Contact us' }).evaluate((form) => form.setAttribute('novalidate', ''));
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts to the page, which answers with a notice', async ({ page }) => {
    await page.goto('/contact/');
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.locator('.woocommerce-message, .woocommerce-info, [role="status"], [role="alert"]').filter({ hasText: 'Thank you, Ada.' }),
    ).toBeVisible();
  });
});
