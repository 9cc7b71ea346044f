// Per-visitor wishlists as YITH WooCommerce Wishlist keeps a guest's: a session id in YITH's own cookie, the
// wishlists in memory on the server. The default wishlist is created by the first add.
import { randomBytes } from 'node:crypto';
import { md5 } from '../cart/session.ts';
import type { Ctx } from '../context.ts';
import { cookieHeader } from '../http/reply.ts';

/** 0 public, 1 shared (by link), 2 private: YITH's privacy values. */
export type Privacy = 0 | 1 | 2;

export interface WishlistItem {
  /** The row id (`item_id`). */
  id: number;
  productId: number;
  quantity: number;
  position: number;
}

export interface Wishlist {
  id: number;
  token: string;
  name: string;
  isDefault: boolean;
  privacy: Privacy;
  ownerId: string;
  items: WishlistItem[];
}

export interface EstimateRequest {
  wishlistId: number;
  fields: Record<string, string>;
}

export interface WishlistOwner {
  id: string;
  wishlists: Wishlist[];
  estimates: EstimateRequest[];
}

export const WISHLIST_COOKIE = `yith_wcwl_session_${md5('http://demo-shop.local')}`;
const SECRET = randomBytes(16).toString('hex');
const COOKIE_TTL = 30 * 24 * 3600;
export const DEFAULT_WISHLIST_NAME = 'My wishlist';

const owners = new Map<string, WishlistOwner>();
const byToken = new Map<string, Wishlist>();
let nextWishlistId = 1;
let nextItemId = 1;

const sign = (id: string): string => md5(`${id}|${SECRET}`);

/** The visitor's wishlists, or undefined before their first wishlist action. */
export function findOwner(ctx: Ctx): WishlistOwner | undefined {
  const [id = '', hmac] = (ctx.cookies[WISHLIST_COOKIE] ?? '').split('|');
  return hmac === sign(id) ? owners.get(id) : undefined;
}

/** The visitor's wishlists, created with the cookie that keeps them (to send with the reply) on first use. */
export function ownerFor(ctx: Ctx): { owner: WishlistOwner; cookie?: string } {
  const found = findOwner(ctx);
  if (found) return { owner: found };
  const owner: WishlistOwner = { id: randomBytes(12).toString('hex'), wishlists: [], estimates: [] };
  owners.set(owner.id, owner);
  return { owner, cookie: cookieHeader(WISHLIST_COOKIE, `${owner.id}|${sign(owner.id)}`, { maxAge: COOKIE_TTL }) };
}

/** YITH's nonces for guests are bound to user 0, not to the session (they survive a new session). */
export function wishlistNonce(action: string): string {
  return md5(`${action}|0|${SECRET}`).slice(0, 10);
}

export function createWishlist(owner: WishlistOwner, name: string, privacy: Privacy, isDefault = false): Wishlist {
  const wishlist: Wishlist = {
    id: nextWishlistId++,
    token: randomBytes(6).toString('hex').toUpperCase(),
    name,
    isDefault,
    privacy,
    ownerId: owner.id,
    items: [],
  };
  owner.wishlists.push(wishlist);
  byToken.set(wishlist.token, wishlist);
  return wishlist;
}

export function defaultWishlist(owner: WishlistOwner): Wishlist {
  return owner.wishlists.find((w) => w.isDefault) ?? createWishlist(owner, DEFAULT_WISHLIST_NAME, 0, true);
}

export function wishlistByToken(token: string): Wishlist | undefined {
  return byToken.get(token);
}

/** A wishlist of the owner by id (`''` or 'default' for the default one, created if need be). */
export function ownWishlist(owner: WishlistOwner, id: string): Wishlist | undefined {
  if (id === '' || id === 'default' || id === 'false') return defaultWishlist(owner);
  return owner.wishlists.find((w) => String(w.id) === id);
}

export function addItem(wishlist: Wishlist, productId: number, quantity = 1): WishlistItem {
  const item = { id: nextItemId++, productId, quantity, position: wishlist.items.length };
  wishlist.items.push(item);
  return item;
}

export const itemsInOrder = (wishlist: Wishlist): WishlistItem[] => [...wishlist.items].sort((a, b) => a.position - b.position);

/** Whether the product is in any of the visitor's wishlists. */
export function inAnyWishlist(owner: WishlistOwner | undefined, productId: number): Wishlist | undefined {
  return owner?.wishlists.find((w) => w.items.some((item) => item.productId === productId));
}

/** The header count: items across the visitor's wishlists. */
export function wishlistCount(owner: WishlistOwner | undefined): number {
  return owner?.wishlists.reduce((sum, w) => sum + w.items.length, 0) ?? 0;
}

export function isValidPrivacy(value: string): boolean {
  return value === '0' || value === '1' || value === '2';
}
