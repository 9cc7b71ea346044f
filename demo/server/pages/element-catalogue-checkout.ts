// /demo/elements/ entries for the checkout, my-account and contact form elements. The country example carries its states in
// its `countries` attribute, as this page prints no address params.
import { escapeHtml } from '../html.ts';
import { COUNTRY_STATES, countryRow, stateRow } from '../templates/address-fields.ts';
import type { ElementEntry } from './element-catalogue.ts';

const ordersRows = [1, 2, 3]
  .map(
    (n) =>
      `<tr><th scope="row"><a href="#order-${n}">#10${n}</a></th><td>November ${n}, 2026</td><td>Completed</td><td>$${n}9.00 for ${n} items</td><td><a href="#order-${n}" class="button">View</a></td></tr>`,
  )
  .join('');

export function checkoutEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-country-state',
      summary:
        'Wraps the checkout or address form. The state field follows the country: a select of its states (a state still in the list stays chosen), a text field for a country without a list (United Kingdom here), nothing for a country without states (Germany). The select is searchable by typing.',
      exampleHtml: `<shop-country-state countries="${escapeHtml(JSON.stringify(COUNTRY_STATES))}"><div class="woocommerce-billing-fields">
	${countryRow('billing', 'US')}
	${stateRow('billing', 'US')}
</div></shop-country-state>`,
    },
    {
      tag: 'shop-terms-dialog',
      summary:
        'Wraps the checkout’s terms checkbox. The terms link opens the page’s inline terms in a modal dialog (Escape, the close button or the overlay close it); without inline terms or without JavaScript the link opens the terms page.',
      exampleHtml: `<shop-terms-dialog><div class="woocommerce-terms-and-conditions-wrapper">
	<div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;"><p>Unworn items may be returned within 30 days of delivery.</p></div>
	<p class="form-row validate-required"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms" /> <span class="woocommerce-terms-and-conditions-checkbox-text">I have read and agree to the website <a href="/checkout/" class="woocommerce-terms-and-conditions-link" target="_blank">terms and conditions</a></span>&nbsp;<span class="required" aria-hidden="true">*</span></label></p>
</div></shop-terms-dialog>`,
    },
    {
      tag: 'shop-create-account',
      summary:
        'Wraps the checkout’s account fields. The password box shows only while “Create an account?” is checked, its password emptied each time it opens.',
      exampleHtml: `<shop-create-account><div class="woocommerce-account-fields">
	<p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1" /> <span>Create an account?</span></label></p>
	<div class="create-account"><p class="form-row form-row-wide validate-required" id="account_password_field"><label for="account_password">Create account password&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" autocomplete="new-password" aria-required="true" /></span></p></div>
</div></shop-create-account>`,
    },
    {
      tag: 'shop-contact-form',
      summary:
        'Wraps a contact form. Sending marks the button processing until the AJAX call completes, then the server’s answer shows below the form (try an invalid email address); without JavaScript the form is posted to its page.',
      exampleHtml: `<shop-contact-form><form class="shop-contact" method="post" action="/contact/" aria-label="Example contact form" novalidate>
	<input type="hidden" name="action" value="shop_contact_form" />
	<p class="form-row form-row-wide"><label for="demo_contact_name">Name</label><input type="text" class="input-text" id="demo_contact_name" name="contact_name" autocomplete="name" /></p>
	<p class="form-row form-row-wide"><label for="demo_contact_email">Email address</label><input type="email" class="input-text" id="demo_contact_email" name="contact_email" autocomplete="email" /></p>
	<p class="form-row form-row-wide"><label for="demo_contact_message">Message</label><textarea class="input-text" id="demo_contact_message" name="contact_message" rows="3"></textarea></p>
	<p class="form-row"><button type="submit" class="button">Send message</button></p>
</form></shop-contact-form>`,
    },
    {
      tag: 'shop-scroll-region',
      summary:
        'Wraps a wide table such as the my-account orders table. On a narrow screen the table scrolls sideways inside it, by touch or, once focused, by the arrow keys; nothing shifts when the code arrives.',
      exampleHtml: `<shop-scroll-region label="Example orders"><table class="woocommerce-orders-table shop_table"><thead><tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col">Total</th><th scope="col">Actions</th></tr></thead><tbody>${ordersRows}</tbody></table></shop-scroll-region>`,
    },
  ];
}
