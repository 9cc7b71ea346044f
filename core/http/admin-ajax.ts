import { wooParams } from '../config/params.ts';
import { parseJsonBody, requestWithHeaders, type RequestOptions } from './client.ts';
import { formBody } from './endpoints.ts';
import { RequestError } from './request-errors.ts';

export interface AdminAjaxOptions extends Pick<RequestOptions, 'signal' | 'timeout'> {
  /** The admin-ajax URL; default `woocommerce_params.ajax_url` (`/wp-admin/admin-ajax.php`). */
  url?: string;
}

export interface AdminAjaxResult<T> {
  /** The answer's `data`; `undefined` for a bare '1'. */
  data: T | undefined;
  /** For `query-attachments`: the total number of items, from the `X-WP-Total` header (undefined without one). */
  total?: number;
}

/**
 * WordPress refused the action: `{ success: false, data }` from `wp_send_json_error`, '0' (no handler for the
 * action) or '-1' (the nonce check failed). `data` is what the server sent with the refusal.
 */
export class AdminAjaxRefusedError extends Error {
  override readonly name = 'AdminAjaxRefusedError';

  constructor(
    readonly action: string,
    readonly data: unknown,
  ) {
    super(`The shop refused "${action}".`);
  }
}

/** WordPress's own answers without JSON: die('1') for success, die('0') or die('-1') for a refusal. */
const BARE_ANSWERS: Record<string, boolean> = { '1': true, '0': false, '-1': false };

/** Named fields, or a form's own data (sent as multipart only when it carries a file, as WordPress's scripts do). */
export type AdminAjaxFields = Record<string, unknown> | FormData;

/**
 * POSTs `action` and `fields` form-encoded to admin-ajax. Resolves with the answer's data when WordPress says it
 * succeeded; transport failures and unreadable answers reject with a RequestError, refusals with an
 * AdminAjaxRefusedError.
 */
export async function adminAjax<T = unknown>(
  action: string,
  fields: AdminAjaxFields = {},
  options: AdminAjaxOptions = {},
): Promise<AdminAjaxResult<T>> {
  const { text, headers } = await post(action, fields, options);
  const bare = BARE_ANSWERS[text.trim()];
  if (bare === false) throw new AdminAjaxRefusedError(action, text.trim());
  if (bare === true) return { data: undefined };
  const answer = parseJsonBody<unknown>(text);
  if (!isEnvelope(answer)) throw new RequestError('malformed', `Expected { success, data }, got: ${text.trim().slice(0, 80)}`);
  if (answer.success !== true) throw new AdminAjaxRefusedError(action, answer.data);
  return action === 'query-attachments' ? { data: answer.data as T, total: totalCount(headers) } : { data: answer.data as T };
}

/**
 * As adminAjax, for the actions a theme answers with markup instead of JSON (a product's quick view): resolves
 * with the body as text. WordPress's bare '0' and '-1' are refusals; an empty body is a RequestError.
 */
export async function adminAjaxHtml(action: string, fields: AdminAjaxFields = {}, options: AdminAjaxOptions = {}): Promise<string> {
  const { text } = await post(action, fields, options);
  const trimmed = text.trim();
  if (BARE_ANSWERS[trimmed] === false) throw new AdminAjaxRefusedError(action, trimmed);
  if (trimmed === '') throw new RequestError('empty', `"${action}" answered an empty body.`);
  return text;
}

function post(action: string, fields: AdminAjaxFields, { url = String(wooParams().ajax_url), ...request }: AdminAjaxOptions) {
  return requestWithHeaders(url, {
    ...request,
    method: 'POST',
    body: fields instanceof FormData ? formDataBody(fields, action) : formBody({ ...fields, action }),
  });
}

/** A form's data with the action set: form-encoded, or multipart when a field is a file. */
function formDataBody(data: FormData, action: string): URLSearchParams | FormData {
  const fields = [...data].filter(([name]) => name !== 'action');
  if (fields.some(([, value]) => typeof value !== 'string')) {
    const multipart = new FormData();
    for (const [name, value] of fields) multipart.append(name, value);
    multipart.append('action', action);
    return multipart;
  }
  return new URLSearchParams([...(fields as Array<[string, string]>), ['action', action]]);
}

function isEnvelope(value: unknown): value is { success: unknown; data?: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'success' in value;
}

/** WordPress names the total-count header `X-WP-Total`; a missing or non-numeric one gives no total. */
function totalCount(headers: Headers): number | undefined {
  const value = headers.get('X-WP-Total')?.trim() ?? '';
  return /^\d+$/.test(value) ? Number(value) : undefined;
}
