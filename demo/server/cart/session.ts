// Guest sessions as WooCommerce keeps them: a `t_…` customer id in the `wp_woocommerce_session_<hash>` cookie,
// with the cart and pending notices held in memory on the server.
import { createHash, randomBytes } from 'node:crypto';

export interface CartAddon {
  name: string;
  value: string;
  price: number;
}

export interface CartLine {
  key: string;
  productId: number;
  variationId: number;
  variation: Record<string, string>;
  quantity: number;
  addons: CartAddon[];
}

export interface Notice {
  type: 'success' | 'error' | 'info';
  /** Already-escaped HTML, as WooCommerce stores notices. */
  html: string;
}

export interface Session {
  id: string;
  cart: CartLine[];
  notices: Notice[];
  /** Product id of the last form add-to-cart, shown once as the `added-to-cart` page hook. */
  addedToCart: number | null;
}

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** COOKIEHASH is md5 of the site URL in WordPress; the demo has one fixed "site". */
export const SESSION_COOKIE = `wp_woocommerce_session_${md5('http://demo-shop.local')}`;
const SESSION_TTL = 48 * 3600;
const SECRET = randomBytes(16).toString('hex');

const sessions = new Map<string, Session>();

function customerIdFrom(cookieValue: string | undefined): string | undefined {
  const [id, expiration, , hmac] = (cookieValue ?? '').split('|');
  if (!id || !expiration || !hmac) return undefined;
  return hmac === md5(`${id}|${expiration}|${SECRET}`) ? id : undefined;
}

export function loadSession(cookies: Record<string, string>): { session: Session; known: boolean } {
  const id = customerIdFrom(cookies[SESSION_COOKIE]);
  const existing = id ? sessions.get(id) : undefined;
  if (existing) return { session: existing, known: true };
  const fresh = { id: `t_${randomBytes(15).toString('hex')}`, cart: [], notices: [], addedToCart: null };
  return { session: fresh, known: false };
}

export function hasData(session: Session): boolean {
  return session.cart.length > 0 || session.notices.length > 0 || session.addedToCart !== null;
}

/** Keeps the session once it holds something, and returns the cookie value to send for it. */
export function persistSession(session: Session): { value: string; maxAge: number } {
  sessions.set(session.id, session);
  const now = Math.floor(Date.now() / 1000);
  const expiration = now + SESSION_TTL;
  const expiring = now + SESSION_TTL - 3600;
  return { value: `${session.id}|${expiration}|${expiring}|${md5(`${session.id}|${expiration}|${SECRET}`)}`, maxAge: SESSION_TTL };
}

/** Guest nonces are bound to the session customer id (docs/woocommerce-protocol.md#cookies-and-the-cart-hash). */
export function nonce(session: Session, action: string): string {
  return md5(`${action}|${session.id}|${SECRET}`).slice(0, 10);
}

export function takeNotices(session: Session): Notice[] {
  return session.notices.splice(0);
}
