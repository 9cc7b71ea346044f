import { getCookie } from '../../core/dom/cookies.ts';
// The core this chunk uses is in the chunk of the mini cart's prelude: importing that prelude too keeps it one
// chunk (a module shared by a different set of chunks is a chunk, and a request, of its own). Its work is the
// same as the mini cart's prelude's, which runs at idle beside this one.
import '../mini-cart/fragments-prelude.ts';

/**
 * The store notice's idle prelude (`elements/index.ts`), run as this module is evaluated: the server prints the
 * notice hidden, and every notice whose element waits for the shopper (auto mode lets it wait where WooCommerce
 * printed its dismiss link) is shown from the first idle moment unless the shopper dismissed it (its
 * `store_notice<id>` cookie), by the element's own rule, without a renderer. The dismiss link's click loads the
 * element and is replayed on it (`REPLAYED_CLICKS`).
 */
for (const host of document.querySelectorAll<HTMLElement>('shop-store-notice:not(:defined)')) {
  const notice = host.querySelector<HTMLElement>('.woocommerce-store-notice') ?? host;
  const dismissed = getCookie(`store_notice${host.getAttribute('notice-id') ?? notice.dataset['noticeId'] ?? ''}`) === 'hidden';
  notice.style.display = dismissed ? 'none' : '';
  host.toggleAttribute('dismissed', dismissed);
}
