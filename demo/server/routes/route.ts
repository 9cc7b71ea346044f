// A route is a handler plus the endpoint name fault rules address it by.
import type { Ctx } from '../context.ts';
import type { Reply } from '../http/reply.ts';

export interface Route {
  /** Name used by fault injection (`add_to_cart`, `page`, …); routes without one are never faulted. */
  endpoint?: string;
  handle(ctx: Ctx): Reply | Promise<Reply>;
}

export type Resolver = (ctx: Ctx) => Route | undefined;
