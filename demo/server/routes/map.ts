// The stand-in maps service of the menu map: a fixed geocoder and a drawn SVG "tile" for any centre and zoom.
// Both answer under the fault endpoint name `maps`, so a demo visitor can watch the map fail back to its link.
import { jsonReply } from '../http/reply.ts';
import { escapeHtml } from '../html.ts';
import type { Resolver } from './route.ts';

export const MAP_TILE_PATH = '/demo-maps/tile.svg';
export const MAP_GEOCODE_PATH = '/demo-maps/geocode';

/** The only places the stand-in geocoder knows, by lower-cased address. */
const PLACES: Record<string, { lat: number; lng: number }> = {
  '12 market street, bristol': { lat: 51.4545, lng: -2.5879 },
  '4 harbour road, bath': { lat: 51.3781, lng: -2.3597 },
};

function tile(lat: number, lng: number, zoom: number): string {
  const label = `${lat.toFixed(4)}, ${lng.toFixed(4)} · zoom ${zoom}`;
  // Streets get denser as the zoom grows, so a changed zoom is visible.
  const step = Math.max(20, 160 - zoom * 8);
  const streets = Array.from({ length: Math.ceil(640 / step) }, (_, i) => i * step)
    .map(
      (x) =>
        `<path d="M${x} 0 L${x + 120} 400" stroke="#fff" stroke-width="6"/><path d="M0 ${(x * 5) / 8} L640 ${(x * 5) / 8 + 60}" stroke="#fff" stroke-width="4"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="Map">
<rect width="640" height="400" fill="#dfe8d8"/><path d="M0 300 C160 260 320 360 640 280 L640 400 L0 400 Z" fill="#a9c8e0"/>${streets}
<circle cx="320" cy="200" r="14" fill="#a4161a" stroke="#fff" stroke-width="4"/>
<text x="16" y="384" font-family="sans-serif" font-size="18" fill="#1f2328">${escapeHtml(label)}</text></svg>`;
}

export const resolveMaps: Resolver = (ctx) => {
  if (ctx.method !== 'GET') return undefined;
  if (ctx.path === MAP_GEOCODE_PATH) {
    const place = PLACES[(ctx.query.get('address') ?? '').trim().toLowerCase()];
    return { endpoint: 'maps', handle: () => (place ? jsonReply(place) : jsonReply([], 200)) };
  }
  if (ctx.path !== MAP_TILE_PATH) return undefined;
  const [lat, lng, zoom] = ['lat', 'lng', 'zoom'].map((key) => Number(ctx.query.get(key)));
  if (![lat, lng, zoom].every(Number.isFinite))
    return { handle: () => ({ status: 400, headers: {}, body: 'lat, lng and zoom are numbers' }) };
  return {
    endpoint: 'maps',
    handle: () => ({
      status: 200,
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
      body: tile(lat!, lng!, zoom!),
    }),
  };
};
