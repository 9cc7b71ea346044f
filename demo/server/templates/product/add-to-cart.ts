// `single-product/add-to-cart/{simple,variable,grouped}.php`, wrapped in the library's tags.
import { getCatalogue } from '../../catalogue/index.ts';
import { isInStock, maxPurchaseQuantity } from '../../catalogue/pricing.ts';
import type { Product, ProductAttribute } from '../../catalogue/types.ts';
import { productPath } from '../../context.ts';
import { escapeHtml, wpEscape } from '../../html.ts';
import { itemPriceHtml } from '../price.ts';
import { quantityInput } from '../quantity.ts';
import { stockHtml } from '../stock.ts';
import { productAddons } from './addons.ts';
import { embeddedVariationsAttribute, embedsVariations } from './variation-data.ts';

const FORM_ATTRS = `method="post" enctype='multipart/form-data'`;

function simpleForm(product: Product): string {
  if (!isInStock(product.stock)) return stockHtml(product.stock);
  return `${stockHtml(product.stock)}<shop-add-to-cart><form class="cart" action="${productPath(product.slug)}" ${FORM_ATTRS}>
	${productAddons(product)}
	${quantityInput({ id: `quantity_${product.id}`, productName: product.name, min: product.minQty, value: product.minQty, max: maxPurchaseQuantity(product.stock, product.soldIndividually) })}
	<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">Add to cart</button>
</form></shop-add-to-cart>`;
}

/** `wc_dropdown_variation_attribute_options()`: values pass through `esc_attr`, labels through `esc_html`. */
function attributeSelect(attribute: ProductAttribute, selected: string | null): string {
  const name = `attribute_${attribute.key}`;
  const options = attribute.options
    .map((o) => `<option value="${wpEscape(o.value)}" ${o.value === selected ? " selected='selected'" : ''}>${wpEscape(o.label)}</option>`)
    .join('');
  return `<select id="${attribute.key}" class="" name="${name}" data-attribute_name="${name}" data-show_option_none="yes"><option value="">Choose an option</option>${options}</select>`;
}

function variableForm(product: Product, query: URLSearchParams, forceAjax: boolean): string {
  const attributes = product.attributes.filter((a) => a.usedForVariations);
  const rows = attributes
    .map(
      (a, i) => `
					<tr>
						<th class="label"><label for="${a.key}">${escapeHtml(a.label)}</label></th>
						<td class="value">
							${attributeSelect(a, query.get(`attribute_${a.key}`))}${i === attributes.length - 1 ? '<a class="reset_variations" href="#" aria-label="Clear options">Clear</a>' : ''}
						</td>
					</tr>`,
    )
    .join('');
  const variations = embedsVariations(product, forceAjax) ? embeddedVariationsAttribute(product) : 'false';
  return `<shop-add-to-cart><shop-variation-form><form class="variations_form cart" action="${productPath(product.slug)}" ${FORM_ATTRS} data-product_id="${product.id}" data-product_variations="${variations}">
			<table class="variations" cellspacing="0" role="presentation">
			<tbody>${rows}
			</tbody>
		</table>
		<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
		<div class="single_variation_wrap">
			${productAddons(product)}
			<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
	${quantityInput({ id: `quantity_${product.id}`, productName: product.name, max: product.soldIndividually ? 1 : null })}
	<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
	<input type="hidden" name="add-to-cart" value="${product.id}" />
	<input type="hidden" name="product_id" value="${product.id}" />
	<input type="hidden" name="variation_id" class="variation_id" value="0" />
</div>
		</div>
	</form></shop-variation-form></shop-add-to-cart>`;
}

function groupedForm(product: Product): string {
  const { byId } = getCatalogue();
  const rows = product.children
    .flatMap((id) => byId.get(id) ?? [])
    .map(
      (
        child,
      ) => `<tr id="product-${child.id}" class="woocommerce-grouped-product-list-item product type-product product-type-simple ${child.stock.status}">
				<td class="woocommerce-grouped-product-list-item__quantity">${
          isInStock(child.stock)
            ? quantityInput({
                id: `quantity_${child.id}`,
                productName: child.name,
                name: `quantity[${child.id}]`,
                value: '',
                min: 0,
                max: maxPurchaseQuantity(child.stock, false),
              })
            : '<a href="' + productPath(child.slug) + '" class="button">Read more</a>'
        }</td>
				<td class="woocommerce-grouped-product-list-item__label"><label for="quantity_${child.id}"><a href="${productPath(child.slug)}">${escapeHtml(child.name)}</a></label></td>
				<td class="woocommerce-grouped-product-list-item__price">${itemPriceHtml(child)}${stockHtml(child.stock)}</td>
			</tr>`,
    )
    .join('\n');
  return `<shop-add-to-cart><form class="cart grouped_form" action="${productPath(product.slug)}" ${FORM_ATTRS}>
	<table cellspacing="0" class="woocommerce-grouped-product-list group_table">
		<tbody>
			${rows}
		</tbody>
	</table>
	${productAddons(product)}
	<input type="hidden" name="add-to-cart" value="${product.id}" />
	<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
</form></shop-add-to-cart>`;
}

export function addToCartForm(product: Product, query: URLSearchParams): string {
  if (product.type === 'variable') return variableForm(product, query, query.get('variations') === 'ajax');
  if (product.type === 'grouped') return groupedForm(product);
  return simpleForm(product);
}
