// Attribute builders: the `pa_size`/`pa_color` taxonomies and custom (free-text) attributes.
import { COLOURS, colourLabel } from './colours.ts';
import type { ProductAttribute } from './types.ts';

const SIZE_LABELS: Record<string, string> = {
  xs: 'Extra Small',
  s: 'Small',
  m: 'Medium',
  l: 'Large',
  xl: 'Extra Large',
  xxl: '2XL',
  '3xl': '3XL',
  '4xl': '4XL',
  '5xl': '5XL',
  '6xl': '6XL',
};

export const STANDARD_SIZES = ['s', 'm', 'l', 'xl'];
export const ALL_SIZES = Object.keys(SIZE_LABELS);
export const ALL_COLOURS = Object.keys(COLOURS);

/** WordPress `sanitize_title` for the plain-ASCII and accented names this catalogue uses. */
export function sanitizeTitle(text: string): string {
  return text
    .replace(/ß/g, 's')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&[a-z0-9#]+;|&/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function sizeAttribute(sizes: string[]): ProductAttribute {
  return {
    key: 'pa_size',
    label: 'Size',
    taxonomy: true,
    options: sizes.map((value) => ({ value, label: SIZE_LABELS[value] ?? value.toUpperCase() })),
    usedForVariations: true,
  };
}

export function colourAttribute(colours: string[]): ProductAttribute {
  return {
    key: 'pa_color',
    label: 'Color',
    taxonomy: true,
    options: colours.map((value) => ({ value, label: colourLabel(value) })),
    usedForVariations: true,
  };
}

/** A custom product attribute: option values are the raw texts, as WooCommerce stores them. */
export function customAttribute(label: string, values: string[], usedForVariations = true): ProductAttribute {
  return {
    key: sanitizeTitle(label),
    label,
    taxonomy: false,
    options: values.map((value) => ({ value, label: value })),
    usedForVariations,
  };
}
