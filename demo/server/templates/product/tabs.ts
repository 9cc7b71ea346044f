// `single-product/tabs/tabs.php`: description, additional information and reviews, inside `<shop-product-tabs>`.
import type { Product } from '../../catalogue/types.ts';
import { escapeHtml, wpEscape } from '../../html.ts';
import { productReviews } from './reviews.ts';

function attributesTable(product: Product): string {
  const d = product.dimensions;
  const rows: Array<[string, string, string]> = [
    ['weight', 'Weight', `${product.weight} kg`],
    ['dimensions', 'Dimensions', `${d.length} &times; ${d.width} &times; ${d.height} cm`],
    ...product.attributes.map((a): [string, string, string] => [
      `attribute_${a.key}`,
      escapeHtml(a.label),
      `<p>${a.options.map((o) => wpEscape(o.label)).join(', ')}</p>\n`,
    ]),
  ];
  return `<table class="woocommerce-product-attributes shop_attributes" aria-label="Product Details">
${rows
  .map(
    ([key, label, value]) => `			<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${escapeHtml(key)}">
			<th class="woocommerce-product-attributes-item__label" scope="row">${label}</th>
			<td class="woocommerce-product-attributes-item__value">${value}</td>
		</tr>`,
  )
  .join('\n')}
	</table>`;
}

export function productTabs(product: Product): string {
  const tabs: Array<[id: string, title: string, panel: string]> = [
    ['description', 'Description', `<h2>Description</h2>\n<p>${escapeHtml(product.description)}</p>`],
    ['additional_information', 'Additional information', `<h2>Additional information</h2>\n${attributesTable(product)}`],
    ['reviews', `Reviews (${product.reviews.length})`, productReviews(product)],
  ];
  const titles = tabs
    .map(
      ([id, title]) => `				<li role="presentation" class="${id}_tab" id="tab-title-${id}">
					<a href="#tab-${id}" role="tab" aria-controls="tab-${id}">
						${title}					</a>
				</li>`,
    )
    .join('\n');
  const panels = tabs
    .map(
      ([
        id,
        ,
        panel,
      ]) => `			<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${id} panel entry-content wc-tab" id="tab-${id}" role="tabpanel" aria-labelledby="tab-title-${id}">
	${panel}
			</div>`,
    )
    .join('\n');
  return `<shop-product-tabs><div class="woocommerce-tabs wc-tabs-wrapper">
		<ul class="tabs wc-tabs" role="tablist">
${titles}
		</ul>
${panels}
	</div></shop-product-tabs>`;
}
