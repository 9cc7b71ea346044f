/** The fields WooCommerce's meter watches, by form: register, checkout's create-account, edit account, reset. */
const METERED = '#reg_password, #account_password, #password_1';

/** The password field the meter scores: one of WooCommerce's, else the first password field in the element. */
export function meteredField(host: HTMLElement): HTMLInputElement | null {
  return host.querySelector<HTMLInputElement>(METERED) ?? host.querySelector<HTMLInputElement>('input[type="password"]:not(#password_2)');
}

/** The "confirm new password" field of the edit-account and reset forms, when the field has one. */
export function confirmationField(field: HTMLInputElement): HTMLInputElement | null {
  return field.id === 'password_1' ? (field.form?.querySelector<HTMLInputElement>('#password_2') ?? null) : null;
}

/** The buttons that submit the field's form (WooCommerce toggles its `button[type=submit]`). */
export function submitButtons(field: HTMLInputElement): HTMLButtonElement[] {
  return [...(field.form?.querySelectorAll<HTMLButtonElement>('button[type="submit"], button:not([type])') ?? [])];
}
