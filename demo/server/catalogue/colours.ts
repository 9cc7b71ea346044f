// Colour names used as attribute terms and for drawing the garment images.

export const COLOURS: Record<string, { label: string; hex: string }> = {
  red: { label: 'Red', hex: '#c0392b' },
  blue: { label: 'Blue', hex: '#2e6db4' },
  black: { label: 'Black', hex: '#222222' },
  white: { label: 'White', hex: '#f4f4f0' },
  grey: { label: 'Grey', hex: '#8a8f94' },
  navy: { label: 'Navy', hex: '#1f2d4d' },
  green: { label: 'Green', hex: '#2f7d4a' },
  yellow: { label: 'Yellow', hex: '#e6b422' },
  pink: { label: 'Pink', hex: '#e48aa6' },
  brown: { label: 'Brown', hex: '#7a5230' },
  indigo: { label: 'Indigo', hex: '#3f3d8f' },
  olive: { label: 'Olive', hex: '#6b6b2a' },
  beige: { label: 'Beige', hex: '#d8c6a5' },
  purple: { label: 'Purple', hex: '#6c3483' },
  orange: { label: 'Orange', hex: '#d35400' },
  teal: { label: 'Teal', hex: '#1a8a8a' },
};

export function colourHex(name: string): string {
  return COLOURS[name]?.hex ?? '#777777';
}

export function colourLabel(name: string): string {
  return COLOURS[name]?.label ?? name;
}
