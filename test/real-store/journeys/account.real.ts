// My account: logging in (showing the password), the password meter on the account details, and registration where the store allows it.
import { pass, store } from '../support/run-settings.ts';
import { expect, test } from '../support/shopper.ts';

test('my account: log in, show the password, password meter', async ({ shopper, page }) => {
  await shopper.visit('/my-account/', 'my account');
  const login = page.locator('form.woocommerce-form-login');
  await login.locator('#username').fill(store.user);
  await login.locator('#password').fill(store.password);
  // The show/hide button: WooCommerce's script adds it, and so does the plugin, which loads its code on this press.
  const shown = login.locator('#password ~ .show-password-input');
  await shown.click();
  await expect(login.locator('#password')).toHaveAttribute('type', 'text');
  await shown.click();
  await expect(login.locator('#password')).toHaveAttribute('type', 'password');
  await Promise.all([page.waitForURL(/my-account/, { waitUntil: 'load' }), login.locator('button[name="login"]').click()]);
  await expect(page.locator('.woocommerce-MyAccount-navigation')).toBeVisible();
  await shopper.visit('/my-account/edit-account/', 'my account');
  const password = page.locator('#password_1');
  const meter = page.locator('.woocommerce-password-strength');
  await password.pressSequentially('abc123');
  await expect(meter).toHaveText(/weak/i);
  await password.fill('');
  await password.pressSequentially('horse-staple9-lantern');
  await expect(meter).toHaveText(/strong/i);
});

test('my account: register', async ({ shopper, page }) => {
  test.skip(pass.state === 'fresh', 'registration is off on a fresh store');
  await shopper.visit('/my-account/', 'my account');
  const register = page.locator('form.woocommerce-form-register');
  await register.locator('#reg_email').fill(`shopper-${Date.now()}-${test.info().project.name}@example.test`);
  await Promise.all([page.waitForURL(/my-account/, { waitUntil: 'load' }), register.locator('button[name="register"]').click()]);
  await expect(page.locator('.woocommerce-MyAccount-navigation')).toBeVisible();
});
