// /demo/elements/ entries for the account forms' elements (the fields post to the demo's account pages).
import type { ElementEntry } from './element-catalogue.ts';
import { formRow } from './form-fields.ts';

export function accountEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-password-strength',
      summary:
        'Wraps a password field of the registration, checkout, edit-account or reset form. Once the field is focused, zxcvbn loads (in a worker) and the label under the field says how strong the password is; below Medium, Register is disabled and a hint is shown. Try “abc123”, then “horse-staple9”.',
      exampleHtml: `<form method="post" action="/my-account/" class="woocommerce-form woocommerce-form-register register" aria-label="Example registration">
	${formRow({ id: 'reg_email', name: 'email', label: 'Email address', type: 'email', autocomplete: 'email' })}
	<shop-password-strength>${formRow({ id: 'reg_password', name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password' })}</shop-password-strength>
	<p class="form-row"><button type="submit" class="woocommerce-Button button" name="register" value="Register">Register</button></p>
</form>`,
    },
    {
      tag: 'shop-password-toggle',
      summary:
        'Wraps one or more password fields and gives each a show/hide toggle button in WooCommerce’s markup (`span.password-input`, `button.show-password-input`): pressed, the password shows as text; focus stays on the button.',
      exampleHtml: `<form method="post" action="/my-account/" class="woocommerce-form woocommerce-form-login login" aria-label="Example login">
	<shop-password-toggle>${formRow({ id: 'demo_login_password', name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}</shop-password-toggle>
	<p class="form-row"><button type="submit" class="woocommerce-button button" name="login" value="Log in">Log in</button></p>
</form>`,
    },
    {
      tag: 'shop-help-text',
      summary:
        'Wraps form rows whose fields have a help text (`.description`). A help text opens while its field is clicked or focused, one at a time, and closes on Escape or a click outside.',
      exampleHtml: `<shop-help-text>
	<p class="form-row form-row-wide" id="demo_display_name_field"><label for="demo_display_name">Display name</label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="demo_display_name" id="demo_display_name" aria-describedby="demo_display_name-description" /><span class="description" id="demo_display_name-description" aria-hidden="true">How your name is shown in your account and beside your reviews.</span></span></p>
	<p class="form-row form-row-wide" id="demo_company_field"><label for="demo_company">Company</label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="demo_company" id="demo_company" aria-describedby="demo_company-description" /><span class="description" id="demo_company-description" aria-hidden="true">Leave empty for a private order.</span></span></p>
</shop-help-text>`,
    },
  ];
}
