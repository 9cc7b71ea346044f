import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { wooParams } from '../../core/config/params.ts';
import { pick } from '../../core/config/read-params.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { sendMessage, type SendOutcome } from './send-message.ts';

declare global {
  interface ShopEventDetailMap {
    /** Cancelable: the form is about to be sent; `data` is the request body and may be changed. */
    'shop-contact-form-send': { data: FormData };
    /** The server accepted the message; `message` is what the shopper read. */
    'shop-contact-form-sent': { message: string };
    /** The message was not sent; `message` is what the shopper read. */
    'shop-contact-form-failed': { message: string; failure: string };
  }
}

export interface ContactFormProps extends HostProps {
  /** Where the form is sent (default `woocommerce_params.ajax_url`); the form's own fields name the action. */
  ajaxUrl?: string;
  /** Shown when the server accepts the message without a text of its own. */
  sentMessage?: string;
  /** Shown when the message could not be sent. */
  failedMessage?: string;
}

const SUBMITS = 'button[type="submit"], button:not([type]), input[type="submit"]';

/** Marks the form busy and its submit buttons as processing, or clears both. */
function markProcessing(form: HTMLFormElement, processing: boolean): void {
  form.setAttribute('aria-busy', String(processing));
  for (const button of form.querySelectorAll<HTMLElement>(SUBMITS)) {
    button.classList.toggle('processing', processing);
    // aria-disabled, not disabled: the button keeps focus, and the shopper hears it is unavailable.
    if (processing) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  }
}

/**
 * A contact form sent without leaving the page: the submit is marked processing until the AJAX call has
 * completed, a second submit meanwhile is ignored, and the server's answer is shown below the form.
 */
function ContactFormHost({
  host,
  ajaxUrl,
  sentMessage = 'Thank you for your message. It has been sent.',
  failedMessage = 'Your message could not be sent. Please try again.',
}: ContactFormProps) {
  const form = host.querySelector('form');
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const mount = useMountPoint(form, 'beforeend', 'shop-contact-form__response');

  useDomEvent(form, 'submit', (event) => {
    if (event.defaultPrevented || !form) return;
    event.preventDefault();
    if (form.getAttribute('aria-busy') === 'true') return;
    const data = new FormData(form, (event as SubmitEvent).submitter);
    if (!emit(host, 'shop-contact-form-send', { data }, { cancelable: true })) return;
    markProcessing(form, true);
    setOutcome(null);
    void sendMessage(pick(ajaxUrl, wooParams().ajax_url), data, { sent: sentMessage, failed: failedMessage }).then((result) => {
      markProcessing(form, false);
      setOutcome(result);
      if (result.sent) {
        form.reset();
        emit(host, 'shop-contact-form-sent', { message: result.message });
      } else {
        emit(host, 'shop-contact-form-failed', { message: result.message, failure: result.failure ?? 'network' });
      }
    });
  });

  if (!mount) return null;
  // Both regions stay in the page so that a screen reader announces what is put in them.
  return createPortal(
    <>
      <span className="shop-contact-form__sent" role="status">
        {outcome?.sent ? outcome.message : ''}
      </span>
      <span className="shop-contact-form__failed" role="alert">
        {outcome && !outcome.sent ? outcome.message : ''}
      </span>
    </>,
    mount,
  );
}

export const ContactForm = outermostOnly(ContactFormHost);
