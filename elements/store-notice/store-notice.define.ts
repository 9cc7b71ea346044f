import { defineElement } from '../../core/runtime/define-element.ts';
import { StoreNotice } from './store-notice.tsx';

export const ShopStoreNoticeElement = defineElement('shop-store-notice', StoreNotice, {
  noticeId: 'string',
  dismissLabel: 'string',
});
