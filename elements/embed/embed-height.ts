/** Bounds of an embedded page's height, as WordPress's own embed script keeps them. */
export const MINIMUM_HEIGHT = 200;
export const MAXIMUM_HEIGHT = 1000;

export const clampHeight = (height: number): number => Math.min(MAXIMUM_HEIGHT, Math.max(MINIMUM_HEIGHT, Math.round(height)));

/**
 * The height an embedded page reports, in WordPress's embed message format (`{ message: 'height', value,
 * secret }`): a finite number, and the iframe's `data-secret` when it has one. Anything else is ignored.
 */
export function reportedHeight(data: unknown, secret: string | undefined): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message, value, secret: sent } = data as Record<string, unknown>;
  if (message !== 'height' || (secret !== undefined && sent !== secret)) return null;
  const height = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : NaN;
  return Number.isFinite(height) ? clampHeight(height) : null;
}
