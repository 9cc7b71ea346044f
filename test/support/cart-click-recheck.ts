import { cartAnswer, MUG } from './cart-fixtures.ts';
import { fakeDelays, until } from './fake-delays.ts';
import type { FakeServer } from './fake-server.ts';

/**
 * cart-fragments.js's rule on a page without the cart-hash cookie: a click that fills no cart asks nothing; after
 * one that sets the cookie (a plain form post, another script), the fragments are asked for 1 s later.
 */
export async function expectRefreshAfterCartClick(server: FakeServer, shown: () => boolean): Promise<void> {
  const refresh = 'wc-ajax=get_refreshed_fragments';
  server.on(refresh, { json: cartAnswer([MUG]) });
  const clock = fakeDelays();
  document.body.click();
  await clock.tick(1000);
  if (server.sent(refresh).length > 0) throw new Error('a click that filled no cart asked for the fragments');
  document.body.click();
  document.cookie = `woocommerce_cart_hash=${cartAnswer([MUG]).cart_hash}; path=/`;
  await clock.tick(999);
  if (server.sent(refresh).length > 0) throw new Error('the fragments were asked for before the second');
  await clock.tick(1);
  await until(shown, 'rechecked and shown');
  if (server.sent(refresh).length !== 1) throw new Error(`${server.sent(refresh).length} refreshes, not 1`);
}
