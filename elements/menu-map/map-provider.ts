/** A point on the map, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapView {
  center: LatLng;
  zoom: number;
  width: number;
  height: number;
}

/** What the menu map needs from a maps service: an address looked up, and a picture of a view. */
export interface MapProvider {
  geocode(address: string, signal: AbortSignal): Promise<LatLng>;
  imageUrl(view: MapView): string;
}

/**
 * A maps service reached through two URL templates: `tileUrl` draws a view (`{lat}`, `{lng}`, `{zoom}`,
 * `{width}`, `{height}`), `geocodeUrl` looks up `{address}` and answers `{ "lat": …, "lng": … }` or a
 * Nominatim-style list `[{ "lat": "…", "lon": "…" }]`. Only http(s) URLs are used.
 */
export function urlTemplateProvider(tileUrl: string, geocodeUrl: string | undefined): MapProvider {
  return {
    async geocode(address, signal) {
      if (!geocodeUrl) throw new Error('no geocoder');
      const response = await fetch(httpUrl(fill(geocodeUrl, { address })), { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      return readPoint(await response.json());
    },
    imageUrl: ({ center, zoom, width, height }) => httpUrl(fill(tileUrl, { lat: center.lat, lng: center.lng, zoom, width, height })),
  };
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? encodeURIComponent(String(values[key])) : whole));
}

function httpUrl(url: string): string {
  const resolved = new URL(url, document.baseURI);
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') throw new Error(`not an http(s) URL: ${url}`);
  return resolved.href;
}

/** The point in a geocoder's answer, refusing anything that is not a pair of finite coordinates. */
export function readPoint(answer: unknown): LatLng {
  const first = (Array.isArray(answer) ? answer[0] : answer) as Record<string, unknown> | undefined;
  const point = parsePoint(first?.lat, first?.lng ?? first?.lon);
  if (!point) throw new Error('the geocoder found no place');
  return point;
}

export function parsePoint(lat: unknown, lng: unknown): LatLng | undefined {
  const point = { lat: Number(lat), lng: Number(lng) };
  const valid =
    (typeof lat === 'number' || typeof lat === 'string') &&
    (typeof lng === 'number' || typeof lng === 'string') &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180;
  return valid && Number.isFinite(point.lat) && Number.isFinite(point.lng) && lat !== '' && lng !== '' ? point : undefined;
}
