import { requestJson } from '../../core/http/client.ts';
import { RequestError } from '../../core/http/request-errors.ts';

/** What the shopper is told after a send: the server's own message when it gave one. */
export interface SendOutcome {
  sent: boolean;
  message: string;
  /** Why it failed: `refused` (the server said no), else the transport failure (`http`, `timeout`, …). */
  failure?: string;
}

interface WordPressReply {
  success?: unknown;
  data?: unknown;
}

const messageOf = (reply: WordPressReply): string | null => {
  const data = reply.data as { message?: unknown } | undefined;
  return typeof data?.message === 'string' && data.message.trim() ? data.message : null;
};

/** Form-urlencoded, as WordPress's own scripts send; multipart only when the form carries a file. */
function bodyOf(data: FormData): URLSearchParams | FormData {
  const fields = [...data];
  if (fields.some(([, value]) => typeof value !== 'string')) return data;
  return new URLSearchParams(fields as Array<[string, string]>);
}

/**
 * Posts the form's fields to the AJAX URL and reads WordPress's JSON answer (`{ success, data: { message } }`).
 * Any failure (HTTP error, timeout, HTML or broken JSON) becomes an outcome, never an exception.
 */
export async function sendMessage(url: string, body: FormData, texts: { sent: string; failed: string }): Promise<SendOutcome> {
  try {
    const reply = await requestJson<WordPressReply>(url, { body: bodyOf(body) });
    if (reply && typeof reply === 'object' && reply.success === true) return { sent: true, message: messageOf(reply) ?? texts.sent };
    return { sent: false, message: (reply && typeof reply === 'object' && messageOf(reply)) || texts.failed, failure: 'refused' };
  } catch (error) {
    return { sent: false, message: texts.failed, failure: error instanceof RequestError ? error.failure : 'network' };
  }
}
