// WooCommerce Product Add-ons markup (`.wc-pao-addons-container`), inside `<shop-product-addons>`.
import { addonFieldName, addonOptionValue } from '../../catalogue/addon-fields.ts';
import { sanitizeTitle } from '../../catalogue/attributes.ts';
import { activePrice, priceBounds } from '../../catalogue/pricing.ts';
import type { Addon, AddonOption, Product } from '../../catalogue/types.ts';
import { escapeHtml } from '../../html.ts';
import { formatAmount } from '../../money.ts';

function priceLabel(option: AddonOption): string {
  if (!option.price) return '';
  return option.priceType === 'percentage_based' ? ` (+${option.price}%)` : ` (+$${formatAmount(option.price)})`;
}

function priceData(option: AddonOption): string {
  return `data-raw-price="${option.price}" data-price="${option.price}" data-price-type="${option.priceType}"`;
}

function choiceInputs(addon: Addon, name: string, type: 'checkbox' | 'radio'): string {
  const options = addon.options.map((o, i) => {
    const id = `${name}-${i}`;
    return `<p class="form-row form-row-wide wc-pao-addon-wrap-${i}"><input type="${type}" id="${id}" class="wc-pao-addon-field wc-pao-addon-${type}" name="${name}[]" ${priceData(o)} value="${addonOptionValue(o, i)}" data-label="${escapeHtml(o.label)}" /> <label for="${id}">${escapeHtml(o.label)}${priceLabel(o)}</label></p>`;
  });
  return options.join('\n');
}

function field(addon: Addon, name: string): string {
  const option = addon.options[0] ?? { label: addon.name, price: 0, priceType: 'flat_fee' };
  const common = `id="${name}" name="${name}" ${priceData(option)} data-label="${escapeHtml(addon.name)}"${addon.required ? ' required' : ''}`;
  const maxLength = addon.maxLength ? ` maxlength="${addon.maxLength}"` : '';
  switch (addon.kind) {
    case 'checkbox':
    case 'radio':
      return choiceInputs(addon, name, addon.kind);
    case 'select':
      return `<select class="wc-pao-addon-field wc-pao-addon-select" id="${name}" name="${name}"${addon.required ? ' required' : ''}><option value="">None</option>${addon.options
        .map(
          (o, i) =>
            `<option ${priceData(o)} value="${addonOptionValue(o, i)}" data-label="${escapeHtml(o.label)}">${escapeHtml(o.label)}${priceLabel(o)}</option>`,
        )
        .join('')}</select>`;
    case 'custom_price':
      return `<input type="number" step="any" min="0" class="input-text wc-pao-addon-field wc-pao-addon-custom-price" ${common} value="" />`;
    case 'input_multiplier':
      return `<input type="number" step="1" min="0" class="input-text wc-pao-addon-field wc-pao-addon-input-multiplier input_multiplier" ${common} value="" /><span class="wc-pao-addon-alert" role="alert" hidden>Please enter a valid number</span>`;
    case 'custom_number':
      return `<input type="number" step="1" min="0" class="input-text wc-pao-addon-field wc-pao-addon-custom-number" ${common} value="" />`;
    case 'custom_text':
      return `<input type="text" class="input-text wc-pao-addon-field wc-pao-addon-custom-text" ${common}${maxLength} value="" />`;
    case 'custom_textarea':
      return `<textarea class="input-text wc-pao-addon-field wc-pao-addon-custom-textarea" rows="4" cols="20" ${common}${maxLength}></textarea>`;
    case 'file_upload':
      return `<input type="file" class="input-text wc-pao-addon-field wc-pao-addon-file-upload" ${common} /> <small>(max file size 2 MB)</small>`;
  }
}

function addonBlock(product: Product, addon: Addon, index: number): string {
  const name = addonFieldName(product.id, addon, index);
  const single = addon.options.length === 1 && addon.kind !== 'select' && addon.kind !== 'checkbox' && addon.kind !== 'radio';
  const labelFor = addon.kind === 'checkbox' || addon.kind === 'radio' ? '' : ` for="${name}"`;
  const labelTag = labelFor ? 'label' : 'span';
  return `<div class="wc-pao-addon-container${addon.required ? ' wc-pao-required-addon' : ''} wc-pao-addon wc-pao-addon-${sanitizeTitle(addon.name)}" data-product-name="${escapeHtml(product.name)}" data-product-tax-status="taxable">
	<${labelTag}${labelFor} class="wc-pao-addon-name" data-addon-name="${escapeHtml(addon.name)}" data-has-per-person-pricing="" data-has-per-block-pricing="">${escapeHtml(addon.name)}${addon.required ? ' <em class="required" title="Required field">*</em>' : ''}${single && addon.options[0] ? `&nbsp;<span class="wc-pao-addon-price">${priceLabel(addon.options[0]).trim()}</span>` : ''}</${labelTag}>
	${addon.description ? `<div class="wc-pao-addon-description"><p>${escapeHtml(addon.description)}</p></div>` : ''}
	<div class="form-row form-row-wide wc-pao-addon-wrap wc-pao-addon-${name}">
	${field(addon, name)}
	</div>
</div>`;
}

export function productAddons(product: Product): string {
  if (product.addons.length === 0) return '';
  const base = product.type === 'simple' ? activePrice(product) : priceBounds(product).min;
  return `<shop-product-addons><div class="wc-pao-addons-container">
${product.addons.map((a, i) => addonBlock(product, a, i)).join('\n')}
<div id="product-addons-total" data-show-incomplete-sub-total="" data-show-sub-total="1" data-type="${product.type}" data-tax-mode="excl" data-tax-display-mode="excl" data-price="${base}" data-raw-price="${base}" data-product-id="${product.id}" data-i18n_sub_total="Sub total:"></div>
</div></shop-product-addons>`;
}
