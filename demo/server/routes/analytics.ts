// The demo's analytics collector: records each hit `<shop-analytics provider="collector">` posts, so journeys
// can count them; test hooks read and clear the record.
import type { Ctx } from '../context.ts';
import { jsonReply, textReply } from '../http/reply.ts';
import type { Resolver } from './route.ts';

export const COLLECTOR_PATH = '/demo/analytics/collect';

const hits: Array<Record<string, string>> = [];

const hitsJson = () => jsonReply({ count: hits.length, hits });

function collect(ctx: Ctx) {
  hits.push(Object.fromEntries(ctx.body));
  return { ...textReply('', 204), headers: { 'Cache-Control': 'no-store' } };
}

export const resolveAnalytics: Resolver = (ctx) => {
  if (ctx.path === COLLECTOR_PATH && ctx.method === 'POST') return { handle: collect };
  if (ctx.path === '/__demo/analytics' && ctx.method === 'GET') return { handle: hitsJson };
  if (ctx.path === '/__demo/analytics/reset' && ctx.method === 'POST')
    return {
      handle: () => {
        hits.length = 0;
        return hitsJson();
      },
    };
  return undefined;
};
