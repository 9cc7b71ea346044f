/**
 * The store notice's idle prelude (`elements/index.ts`), run as this module is evaluated: the server prints the
 * notice hidden, and every notice whose element waits for the shopper (auto mode lets it wait where WooCommerce
 * printed its dismiss link) is shown from the first idle moment unless the shopper dismissed it (its
 * `store_notice<id>` cookie), by the element's own rule, without a renderer. The dismiss link's click loads the
 * element and is replayed on it (`REPLAYED_CLICKS`).
 *
 * It imports nothing: core's cookie helpers live in the cart's shared chunk, and on a checkout, where WooCommerce
 * shows no cart widget and the mini cart's prelude does not run, this file is the only library code fetched before
 * the shopper acts. Bringing that chunk along cost a checkout 12 KB and a cart fragments request.
 */
for (const host of document.querySelectorAll<HTMLElement>('shop-store-notice:not(:defined)')) {
  const notice = host.querySelector<HTMLElement>('.woocommerce-store-notice') ?? host;
  const id = host.getAttribute('notice-id') ?? notice.dataset['noticeId'] ?? '';
  // WooCommerce's cookie: its name is the notice's hex id after `store_notice`, its value `hidden` once dismissed.
  const dismissed = document.cookie.split('; ').includes(`store_notice${id}=hidden`);
  notice.style.display = dismissed ? 'none' : '';
  host.toggleAttribute('dismissed', dismissed);
}

// A module with no exports: `elements/index.ts` imports it for what it does when evaluated.
export {};
