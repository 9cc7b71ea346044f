import { adminAjax, AdminAjaxRefusedError } from '../../core/http/admin-ajax.ts';
import { RequestError } from '../../core/http/request-errors.ts';

/** What the shopper is told after a send: the server's own message when it gave one. */
export interface SendOutcome {
  sent: boolean;
  message: string;
  /** Why it failed: `refused` (the server said no), else the transport failure (`http`, `timeout`, …). */
  failure?: string;
}

const messageOf = (data: unknown): string | null => {
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
};

/**
 * Posts the form's fields (its own `action` field names the admin-ajax action) and reads WordPress's answer
 * (`{ success, data: { message } }`). Any failure (a refusal, an HTTP error, a timeout, HTML or broken JSON)
 * becomes an outcome, never an exception.
 */
export async function sendMessage(url: string, body: FormData, texts: { sent: string; failed: string }): Promise<SendOutcome> {
  const action = body.get('action');
  try {
    const { data } = await adminAjax(typeof action === 'string' ? action : '', body, { url });
    return { sent: true, message: messageOf(data) ?? texts.sent };
  } catch (error) {
    if (error instanceof AdminAjaxRefusedError) return { sent: false, message: messageOf(error.data) ?? texts.failed, failure: 'refused' };
    return { sent: false, message: texts.failed, failure: error instanceof RequestError ? error.failure : 'network' };
  }
}
