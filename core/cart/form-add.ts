import { getCookie } from '../dom/cookies.ts';
import { isErrorNotice, isSuccessNotice, pageNotices } from '../dom/page-notices.ts';
import { sanitizeHtml } from '../dom/sanitize.ts';
import { requestText } from '../http/client.ts';
import { RequestError } from '../http/request-errors.ts';
import type { AddAnswer } from './add-to-cart.ts';
import { CART_HASH_COOKIE } from './fragment-refresh.ts';
import { readFragments } from './read-fragments.ts';
import { requestBody, type CartRequestData } from './request-data.ts';

/**
 * The product form's add, made as its plain post makes it: the fields go to the form's action, where
 * WooCommerce's form handler reads what `wc-ajax=add_to_cart` ignores (the posted values of a variation's
 * "any" attributes, grouped quantities) and answers with the page, its notices printed. An error notice is a
 * refusal, shown as the server wrote it; otherwise the cart's new fragments are read. A page with neither a
 * success notice nor a changed cart (a login or firewall page) added nothing.
 */
export async function postProductForm(action: string, data: CartRequestData): Promise<AddAnswer> {
  const hashBefore = getCookie(CART_HASH_COOKIE) ?? '';
  const html = await requestText(action, { body: requestBody(data) });
  if (html.trim() === '') throw new RequestError('empty', 'The form post answered an empty body.');
  const notices = pageNotices(new DOMParser().parseFromString(html, 'text/html'));
  if (notices.some(isErrorNotice)) return { status: 'refused', ...(await refusal(notices)) };
  const { fragments, hash } = await readFragments();
  if (hash === hashBefore && !notices.some(isSuccessNotice))
    throw new RequestError('html', 'The form post answered a page without an add.');
  return { status: 'added', fragments, hash };
}

/**
 * The notices to show, sanitized, and what the error ones say (their text, scripts gone). Their own `role`
 * goes: the element shows them inside one alert, and a `ul[role=alert]` would hide its items' list.
 */
async function refusal(notices: Element[]): Promise<{ notices: string; message: string }> {
  const template = document.createElement('template');
  template.innerHTML = await sanitizeHtml(notices.map((notice) => notice.outerHTML).join(''));
  const printed = pageNotices(template.content);
  for (const notice of printed) notice.removeAttribute('role');
  const message = printed
    .filter(isErrorNotice)
    .map((notice) => notice.textContent?.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
  return { notices: template.innerHTML, message };
}
