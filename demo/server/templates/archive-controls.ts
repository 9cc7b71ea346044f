// Archive chrome: the ordering form (its button only without JavaScript: the select submits on change), result
// count and `nav.woocommerce-pagination`.
import { ORDERBY_OPTIONS } from '../catalogue/listing.ts';
import type { OrderBy } from '../catalogue/listing.ts';
import { escapeHtml } from '../html.ts';

export function orderingForm(current: OrderBy, page: number, keep: URLSearchParams): string {
  const options = Object.entries(ORDERBY_OPTIONS)
    .map(([value, label]) => `\t\t\t\t\t<option value="${value}" ${value === current ? " selected='selected'" : ''}>${label}</option>`)
    .join('\n');
  const hidden = [...keep]
    .filter(([k]) => k !== 'orderby' && k !== 'paged')
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}" />`)
    .join('');
  return `<form class="woocommerce-ordering" method="get">
		<select
		name="orderby"
		class="orderby"
					aria-label="Shop order"
			>
${options}
			</select>
	<input type="hidden" name="paged" value="${page}" />
	${hidden}<noscript><button type="submit" class="button">Sort</button></noscript></form>`;
}

export function resultCount(total: number, page: number, perPage: number): string {
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const text =
    total <= perPage
      ? total === 1
        ? 'Showing the single result'
        : `Showing all ${total} results`
      : `Showing ${first}&ndash;${last} of ${total} results`;
  return `<p class="woocommerce-result-count" role="status" aria-relevant="all" >\n\t${text}</p>`;
}

export function pagination(current: number, pages: number, pageUrl: (page: number) => string, label: string): string {
  if (pages <= 1) return '';
  const items: string[] = [];
  if (current > 1) items.push(`<li><a class="prev page-numbers" href="${escapeHtml(pageUrl(current - 1))}">&larr;</a></li>`);
  for (let page = 1; page <= pages; page++)
    items.push(
      page === current
        ? `<li><span aria-label="Page ${page}" aria-current="page" class="page-numbers current">${page}</span></li>`
        : `<li><a aria-label="Page ${page}" class="page-numbers" href="${escapeHtml(pageUrl(page))}">${page}</a></li>`,
    );
  if (current < pages) items.push(`<li><a class="next page-numbers" href="${escapeHtml(pageUrl(current + 1))}">&rarr;</a></li>`);
  return `<nav class="woocommerce-pagination" aria-label="${escapeHtml(label)}">\n\t<ul class='page-numbers'>\n\t${items.join('\n\t')}\n</ul>\n</nav>`;
}
