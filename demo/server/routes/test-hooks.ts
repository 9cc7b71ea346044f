// Test-only endpoints: inspect or clear the current session's cart.
import type { Ctx } from '../context.ts';
import { jsonReply } from '../http/reply.ts';
import type { Resolver } from './route.ts';

const cartJson = (ctx: Ctx) =>
  jsonReply({
    lines: ctx.session.cart.map((l) => ({ key: l.key, product_id: l.productId, variation_id: l.variationId, quantity: l.quantity })),
  });

export const resolveTestHooks: Resolver = (ctx) => {
  if (ctx.path === '/__demo/cart' && ctx.method === 'GET') return { handle: cartJson };
  if (ctx.path === '/__demo/reset' && ctx.method === 'POST')
    return {
      handle: (c) => {
        c.session.cart.length = 0;
        c.session.notices.length = 0;
        return cartJson(c);
      },
    };
  return undefined;
};
