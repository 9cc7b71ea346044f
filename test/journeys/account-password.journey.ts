import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe-page.ts';
import { elementsReady, expect, test } from './fixtures.ts';

/** Files fetched for the password checker: the worker and the dictionaries chunk it imports. */
function recordChecker(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/password-strength-worker|strength-checker/.test(url)) files.push(url);
  });
  return files;
}

test('a shopper registers: a weak password disables Register and shows the hint, a strong one is accepted', async ({ page }) => {
  const checker = recordChecker(page);
  await page.goto('/my-account/');
  const register = page.locator('form.register');
  const password = register.getByLabel('Password', { exact: false }).and(page.locator('#reg_password'));
  const button = register.getByRole('button', { name: 'Register' });
  const meter = register.locator('.woocommerce-password-strength');
  await elementsReady(page, 'shop-password-toggle');
  expect(checker).toEqual([]);

  await register.getByLabel('Email address').fill('mara@example.com');
  await password.click();
  await password.pressSequentially('abc123');
  // The first score waits for the checker and its dictionaries (225 KB, fetched on the field's first focus) to
  // load and compile in a worker: seconds on a loaded machine. The limit only says how soon a failure shows.
  await expect(meter).toHaveText('Very weak - Please enter a stronger password.', { timeout: 20_000 });
  await expect(register.locator('.woocommerce-password-hint')).toContainText('at least twelve characters');
  await expect(button).toBeDisabled();
  expect(checker.some((url) => url.includes('password-strength-worker'))).toBe(true);
  expect(await axeViolations(page, 'form.register')).toEqual([]);

  await password.fill('');
  await password.pressSequentially('horse-staple9');
  await expect(meter).toHaveText('Strong');
  await expect(button).toBeEnabled();
  await register.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(register.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  await button.click();
  await expect(page.locator('.woocommerce-message')).toContainText('Your account was created');
});

test('the server refuses a weak password posted before the meter could block it', async ({ page }) => {
  await page.goto('/my-account/');
  // Posted straight away, as a shopper with a slow connection might before any element code arrived.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form.register')!;
    form.querySelector<HTMLInputElement>('#reg_email')!.value = 'mara@example.com';
    form.querySelector<HTMLInputElement>('#reg_password')!.value = 'password';
    form.requestSubmit(form.querySelector<HTMLButtonElement>('button[name="register"]'));
  });
  await expect(page.locator('.woocommerce-error')).toContainText('Please enter a stronger password.');
});

test('a shopper resets a lost password through the printed link; a mismatch says so and a match is saved', async ({ page }) => {
  await page.goto('/my-account/lost-password/');
  await page.getByLabel('Username or email').fill('mara');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('link', { name: 'reset your password' }).click();

  const form = page.locator('form.lost_reset_password');
  const meter = form.locator('.woocommerce-password-strength');
  await form.locator('#password_1').click();
  await form.locator('#password_1').pressSequentially('horse-staple9');
  await expect(meter).toHaveText('Strong');
  await form.locator('#password_2').pressSequentially('horse-staple');
  await expect(meter).toHaveText('Mismatch');
  await expect(form.locator('#password_1')).toHaveAttribute('aria-describedby', await meter.getAttribute('id').then((id) => id!));
  expect(await axeViolations(page, 'form.lost_reset_password')).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.woocommerce-error')).toContainText('Passwords do not match.');

  await page.goBack();
  const again = page.locator('form.lost_reset_password');
  await again.locator('#password_1').fill('horse-staple9');
  await again.locator('#password_2').fill('horse-staple9');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.woocommerce-message')).toContainText('Your password has been reset successfully.');
});

test('a failed log in: the error notice takes focus, so a screen reader reads it at once', async ({ page }) => {
  await page.goto('/my-account/');
  const login = page.locator('form.login');
  await login.getByLabel('Username or email address').fill('mara');
  await login.getByLabel('Password', { exact: false }).and(page.locator('#password')).fill('wrong-password');
  await login.getByRole('button', { name: 'Log in' }).click();
  const error = page.locator('.woocommerce-error');
  await expect(error).toContainText('The demo has no accounts to log in to.');
  await expect(error).toBeFocused();
});
