import { defineElement } from '../../core/runtime/define-element.ts';
import { ContactForm } from './contact-form.tsx';

/**
 * A contact form sent without leaving the page. Its submit buttons are marked processing (class `processing`,
 * `aria-disabled`, the form `aria-busy`) until the AJAX call has completed; then the server's answer shows
 * below the form. Without JavaScript the form is posted to its `action` as usual.
 *
 * @summary contact form sent by AJAX: submit marked processing until the call completes, the answer shown below, posted normally without JavaScript
 * @block blocks <form method="post"> - <input type="hidden" name="action" value="shop_contact_form"><p><label>Your name <input type="text" name="name" autocomplete="name" required></label></p><p><label>Your email <input type="email" name="email" autocomplete="email" required></label></p><p><label>Your message <textarea name="message" rows="5" required></textarea></label></p><p><button type="submit" class="button">Send</button></p>
 * @attr {string} ajax-url - where the form's fields are posted, an http(s) or relative URL (default `woocommerce_params.ajax_url`); the form's fields name the action
 * @attr {string} sent-message - shown when the server accepts the message without a text of its own (default `Thank you for your message. It has been sent.`)
 * @attr {string} failed-message - shown when the message could not be sent (default `Your message could not be sent. Please try again.`)
 * @fires {CustomEvent<{ data: FormData }>} shop-contact-form-send - cancelable: the form is about to be sent; `data` is the request body and may be changed; cancel to send nothing
 * @fires {CustomEvent<{ message: string }>} shop-contact-form-sent - the server accepted the message; `message` is what the shopper read
 * @fires {CustomEvent<{ message: string; failure: string }>} shop-contact-form-failed - the message was not sent (`refused`, `http`, `timeout`, `malformed`, `html`, `empty`, `network`); `message` is what the shopper read
 */
export const ShopContactFormElement = defineElement('shop-contact-form', ContactForm, {
  ajaxUrl: { type: 'string', format: 'url' },
  sentMessage: 'string',
  failedMessage: 'string',
});
