import { defineElement } from '../../core/runtime/define-element.ts';
import { StoreNotice } from './store-notice.tsx';

/**
 * Wraps `p.woocommerce-store-notice`: the dismiss link (click, Enter or Space) hides the notice and sets the
 * `store_notice<id>` cookie, so it stays hidden on later pages.
 *
 * @summary store-wide notice, dismissed by cookie
 * @attr {string} notice-id - the id in the cookie name; WooCommerce uses the md5 of the text (default the notice's `data-notice-id`)
 * @attr {string} dismiss-label - text of the dismiss button rendered when the markup has no dismiss link (default `Dismiss`)
 * @fires {CustomEvent<{ noticeId: string }>} shop-store-notice-dismiss - cancelable: the shopper asked to dismiss the notice; cancel to keep it
 * @fires {CustomEvent<{ noticeId: string }>} shop-store-notice-dismissed - the notice was hidden and the cookie set
 */
export const ShopStoreNoticeElement = defineElement('shop-store-notice', StoreNotice, {
  noticeId: 'string',
  dismissLabel: 'string',
});
