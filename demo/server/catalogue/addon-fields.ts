// Field names and option values of Product Add-ons inputs, shared by the form template and the cart.
import { sanitizeTitle } from './attributes.ts';
import type { Addon, AddonOption } from './types.ts';

export function addonFieldName(productId: number, addon: Addon, index: number): string {
  return `addon-${productId}-${sanitizeTitle(addon.name)}-${index}`;
}

export function addonOptionValue(option: AddonOption, index: number): string {
  return `${sanitizeTitle(option.label)}-${index + 1}`;
}

/** Whether the kind posts an array (`name[]`). */
export function isMultiValue(addon: Addon): boolean {
  return addon.kind === 'checkbox' || addon.kind === 'radio';
}
