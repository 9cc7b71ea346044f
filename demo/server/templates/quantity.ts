// `global/quantity-input.php`, always wrapped in `<shop-quantity>` (the no-JS markup stays WooCommerce's).
import { escapeHtml } from '../html.ts';

export interface QuantityArgs {
  id: string;
  productName: string;
  name?: string;
  value?: number | '';
  min?: number;
  max?: number | null;
  step?: number;
  /** Extra attributes for `<shop-quantity>`. */
  elementAttributes?: string;
}

export function quantityInput(args: QuantityArgs): string {
  const { id, productName, name = 'quantity', value = 1, min = 1, max = null, step = 1 } = args;
  const hidden = max !== null && min > 0 && min === max;
  const limits = hidden
    ? 'readonly="readonly"'
    : `min="${min}"${max !== null && max > 0 ? ` max="${max}"` : ''} step="${step}" placeholder="" inputmode="numeric" autocomplete="off"`;
  return `<shop-quantity${args.elementAttributes ? ' ' + args.elementAttributes : ''}><div class="quantity">
		<label class="screen-reader-text" for="${escapeHtml(id)}">${escapeHtml(productName)} quantity</label>
	<input type="${hidden ? 'hidden' : 'number'}" id="${escapeHtml(id)}" class="input-text qty text" name="${escapeHtml(name)}" value="${escapeHtml(value)}" aria-label="Product quantity" ${limits} />
	</div></shop-quantity>`;
}
