import { defineElement } from '../../core/runtime/define-element.ts';
import { MenuMap } from './menu-map.tsx';

/**
 * A map in a mega menu item (or anywhere in the page), around the printed address link, which stays. The map is
 * drawn once the element is within 300 px of the viewport, which inside a closed submenu means once it opens:
 * centred on `center`, else on `address` as the maps service's geocoder finds it, else on a fixed default
 * (central Bristol, 51.4545, -2.5879). The maps service is reached through two URL templates; if the address
 * cannot be found or the image cannot be loaded, only the address link shows.
 *
 * @summary map in a mega menu item: drawn when its item opens, centred on the given point or the geocoded address; the address link stays, alone on failure
 * @block blocks - <p><a href="https://www.openstreetmap.org/search?query=Harbourside%2C%20Bristol">Harbourside, Bristol</a></p>
 * @attr {string} address - the place to show; looked up by the geocoder when no `center` is given (default none)
 * @attr {string} center - `lat,lng` in degrees (default the address's point, else 51.4545, -2.5879)
 * @attr {number} zoom - the map's zoom level, 1 to 20 (default `8`)
 * @attr {string} tile-url - the map image's URL, with `{lat}`, `{lng}`, `{zoom}`, `{width}` and `{height}` filled in; http(s) only; without it no map is drawn (default none)
 * @attr {string} geocode-url - the geocoder's URL, with `{address}` filled in, answering `{"lat":…,"lng":…}` or `[{"lat":"…","lon":"…"}]`; http(s) only (default none)
 * @fires {CustomEvent<{ ok: boolean }>} shop-menu-map-loaded - the map was drawn (`ok`), or could not be and only the address shows
 */
export const ShopMenuMapElement = defineElement('shop-menu-map', MenuMap, {
  address: 'string',
  center: 'string',
  zoom: { type: 'number', min: 1, max: 20 },
  tileUrl: { type: 'string', format: 'url' },
  geocodeUrl: { type: 'string', format: 'url' },
});
