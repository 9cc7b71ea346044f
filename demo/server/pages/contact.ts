// The contact page: a theme's contact form in <shop-contact-form>, sent through admin-ajax (action
// `shop_contact_form`, fault endpoint name `contact`) and, without JavaScript, posted to the page itself.
import type { Ctx } from '../context.ts';
import { requestField } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { jsonReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import { renderPage } from '../templates/layout.ts';

export const CONTACT_ACTION = 'shop_contact_form';

type Outcome = { sent: true; message: string } | { sent: false; message: string };

/** The checks a contact form plugin makes on the server; the first problem is the answer. */
function checkMessage(ctx: Ctx): Outcome {
  const name = (requestField(ctx, 'contact_name') ?? '').trim();
  const email = (requestField(ctx, 'contact_email') ?? '').trim();
  const message = (requestField(ctx, 'contact_message') ?? '').trim();
  if (!name) return { sent: false, message: 'Please enter your name.' };
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return { sent: false, message: 'Please enter a valid email address.' };
  if (!message) return { sent: false, message: 'Please write a message.' };
  return { sent: true, message: `Thank you, ${name}. We answer within one working day.` };
}

/** `wp_send_json_success` / `wp_send_json_error` with the message. */
export function contactFormEndpoint(ctx: Ctx): Reply {
  const outcome = checkMessage(ctx);
  return jsonReply({ success: outcome.sent, data: { message: outcome.message } });
}

function contactForm(): string {
  return `<shop-contact-form><form class="shop-contact" method="post" action="/contact/" aria-label="Contact us">
	<input type="hidden" name="action" value="${CONTACT_ACTION}" />
	<p class="form-row form-row-wide"><label for="contact_name">Name&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" class="input-text" id="contact_name" name="contact_name" autocomplete="name" aria-required="true" /></p>
	<p class="form-row form-row-wide"><label for="contact_email">Email address&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="email" class="input-text" id="contact_email" name="contact_email" autocomplete="email" aria-required="true" /></p>
	<p class="form-row form-row-wide"><label for="contact_message">Message&nbsp;<span class="required" aria-hidden="true">*</span></label><textarea class="input-text" id="contact_message" name="contact_message" rows="5" aria-required="true"></textarea></p>
	<p class="form-row"><button type="submit" class="button">Send message</button></p>
</form></shop-contact-form>`;
}

export function contactPage(ctx: Ctx): Reply {
  if (ctx.method === 'POST') {
    const outcome = checkMessage(ctx);
    ctx.session.notices.push({ type: outcome.sent ? 'success' : 'error', html: escapeHtml(outcome.message) });
  }
  return renderPage(ctx, {
    title: 'Contact',
    bodyClass: 'page',
    breadcrumb: [['Contact']],
    content: (notices) => `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Contact</h1></header>
<div class="entry-content">${notices}<p>Questions about an order, a size or a return? Write to us.</p>
${contactForm()}</div></article>`,
  });
}
