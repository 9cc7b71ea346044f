// Paid add-on sets (WooCommerce Product Add-ons), one per kind of product that offers them.
import type { Addon, AddonKind, AddonOption } from './types.ts';

const flat = (label: string, price: number): AddonOption => ({ label, price, priceType: 'flat_fee' });

function addon(name: string, kind: AddonKind, options: AddonOption[], extra: Partial<Addon> = {}): Addon {
  return { name, kind, description: '', required: false, options, ...extra };
}

/** Every input kind, for the showcase product. */
export const ALL_KINDS_ADDONS: Addon[] = [
  addon('Name your price tip', 'custom_price', [flat('Tip', 0)], {
    description: 'Add any amount to support the printers.',
  }),
  addon('Extra name labels', 'input_multiplier', [flat('Labels', 1.5)], {
    description: 'Each label costs $1.50.',
  }),
  addon('Extras', 'checkbox', [flat('Gift box', 3), { label: 'Priority print', price: 10, priceType: 'percentage_based' }]),
  addon('Sleeve print', 'radio', [flat('Left sleeve', 4), flat('Right sleeve', 4), flat('Both sleeves', 7)]),
  addon('Font', 'select', [flat('Serif', 0), flat('Script', 2), flat('Stencil', 2.5)]),
  addon('Front text', 'custom_text', [flat('Front text', 5)], { maxLength: 20, required: true }),
  addon('Gift message', 'custom_textarea', [flat('Gift message', 2)], { maxLength: 140 }),
  addon('Shirt number', 'custom_number', [{ label: 'Shirt number', price: 1, priceType: 'quantity_based' }]),
  addon('Upload your logo', 'file_upload', [flat('Logo', 6)], { description: 'PNG or SVG, max 2 MB.' }),
];

export const HOODIE_ADDONS: Addon[] = [
  addon('Embroidery', 'custom_text', [flat('Embroidery', 6)], { maxLength: 12, description: 'Up to 12 letters.' }),
  addon('Print position', 'select', [flat('Chest', 0), flat('Back', 3)]),
  addon('Gift wrap', 'checkbox', [flat('Gift wrap', 4)]),
];

export const SCARF_ADDONS: Addon[] = [
  addon('Gift message', 'custom_textarea', [flat('Gift message', 2)], { maxLength: 140 }),
  addon('Packaging', 'radio', [flat('Gift box', 5), flat('Cotton bag', 2)]),
];

export const SET_ADDONS: Addon[] = [addon('Gift wrapping', 'checkbox', [flat('Wrap the set', 6)])];
