// Reads posted add-on fields into priced cart add-ons.
// Pricing is simplified to per-item: flat fees add their price, percentages a share of the base price,
// multipliers and custom numbers price × entered value, custom price the entered amount.
import { addonFieldName, addonOptionValue, isMultiValue } from '../catalogue/addon-fields.ts';
import type { Addon, AddonOption, Product } from '../catalogue/types.ts';
import type { CartAddon } from './session.ts';

function optionPrice(option: AddonOption, basePrice: number, entered = 1): number {
  if (option.priceType === 'percentage_based') return (basePrice * option.price) / 100;
  if (option.priceType === 'quantity_based') return option.price * entered;
  return option.price;
}

function readAddon(addon: Addon, fields: URLSearchParams, name: string, basePrice: number): CartAddon[] {
  const values = isMultiValue(addon) ? fields.getAll(`${name}[]`) : fields.getAll(name);
  const entered = values.filter((v) => v.trim() !== '');
  if (addon.options.length > 1 || addon.kind === 'select') {
    return entered.flatMap((value) => {
      const index = addon.options.findIndex((o, i) => addonOptionValue(o, i) === value);
      const option = addon.options[index];
      return option ? [{ name: addon.name, value: option.label, price: optionPrice(option, basePrice) }] : [];
    });
  }
  const option = addon.options[0];
  const value = entered[0];
  if (!option || value === undefined) return [];
  const number = Number(value);
  if (addon.kind === 'custom_price') return [{ name: addon.name, value, price: Number.isFinite(number) ? number : 0 }];
  if (addon.kind === 'input_multiplier') return [{ name: addon.name, value, price: option.price * Math.ceil(number || 0) }];
  return [{ name: addon.name, value, price: optionPrice(option, basePrice, Number.isFinite(number) ? number : 1) }];
}

export function readAddons(product: Product, fields: URLSearchParams, basePrice: number): CartAddon[] {
  return product.addons.flatMap((addon, index) => readAddon(addon, fields, addonFieldName(product.id, addon, index), basePrice));
}
