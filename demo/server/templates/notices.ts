// `woocommerce_output_all_notices()`: the notices wrapper with success, error and info notices.
import type { Notice } from '../cart/session.ts';

function noticeHtml(notice: Notice): string {
  if (notice.type === 'error') return `<ul class="woocommerce-error" role="alert">\n\t\t\t<li>\n\t\t\t${notice.html}\t\t</li>\n\t</ul>`;
  if (notice.type === 'info') return `<div class="woocommerce-info" role="status">\n\t\t${notice.html}\t</div>`;
  return `<div class="woocommerce-message" role="alert" tabindex="-1">\n\t\t${notice.html}\t</div>`;
}

export function noticesWrapper(notices: Notice[]): string {
  return `<div class="woocommerce-notices-wrapper">${notices.map(noticeHtml).join('\n')}</div>`;
}
