// `wc_get_stock_html()`: the availability paragraph.
import type { Stock } from '../catalogue/types.ts';

export function availability(stock: Stock): { className: string; text: string } {
  if (stock.status === 'outofstock') return { className: 'out-of-stock', text: 'Out of stock' };
  if (stock.status === 'onbackorder') return { className: 'available-on-backorder', text: 'Available on backorder' };
  return { className: 'in-stock', text: stock.quantity === null ? '' : `${stock.quantity} in stock` };
}

export function stockHtml(stock: Stock): string {
  const { className, text } = availability(stock);
  return text ? `<p class="stock ${className}">${text}</p>\n` : '';
}
