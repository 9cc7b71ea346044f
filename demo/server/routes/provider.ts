// The instalment provider's static host stand-in: `/provider/modal/<id>.html` dialog content.
import { htmlReply } from '../http/reply.ts';
import { providerModal } from '../pages/provider-modal.ts';
import type { Resolver } from './route.ts';

const MODAL_PATH = /^\/provider\/modal\/([A-Za-z0-9_-]+)\.html$/;

export const resolveProvider: Resolver = (ctx) => {
  const id = MODAL_PATH.exec(ctx.path)?.[1];
  if (!id) return undefined;
  return {
    endpoint: 'provider_modal',
    handle: () => ({
      ...htmlReply(providerModal(id)),
      headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Access-Control-Allow-Origin': '*' },
    }),
  };
};
