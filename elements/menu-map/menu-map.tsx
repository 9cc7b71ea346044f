import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { emit } from '../../core/events/emit.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { warnOnce } from '../../core/runtime/attribute-parsing.ts';
import { parsePoint, urlTemplateProvider, type LatLng } from './map-provider.ts';

declare global {
  interface ShopEventDetailMap {
    /** The map was drawn, or could not be; the address stays as a link either way. */
    'shop-menu-map-loaded': { ok: boolean };
  }
}

export interface MenuMapProps extends HostProps {
  address?: string;
  /** `lat,lng` in degrees. */
  center?: string;
  zoom?: number;
  tileUrl?: string;
  geocodeUrl?: string;
}

/** Where the map looks when it is given neither a centre nor an address it can find: central Bristol. */
export const DEFAULT_CENTER: LatLng = { lat: 51.4545, lng: -2.5879 };
const SIZE = { width: 640, height: 400 };
const GEOCODE_TIMEOUT_MS = 8000;
const NEAR_VIEWPORT_MARGIN = '300px';

type Drawn = { src: string } | 'failed' | null;

/**
 * A small map inside a mega menu item, drawn only once it is near the viewport (a closed submenu is never
 * near: it has no box). The printed address link stays; the map is drawn above it, or not at all on failure.
 */
export function MenuMap({ host, address, center, zoom = 8, tileUrl, geocodeUrl }: MenuMapProps) {
  const [near, setNear] = useState(false);
  const [drawn, setDrawn] = useState<Drawn>(null);

  useEffect(() => {
    if (near) return;
    // Its own observer: the entry's loading triggers are not imported here, or they would leave the entry for a
    // chunk of their own, one more request before every page's load.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, near]);

  useEffect(() => {
    if (!near || !tileUrl) return;
    const controller = new AbortController();
    let cancelled = false;
    const timeout = setTimeout(() => controller.abort(), GEOCODE_TIMEOUT_MS);
    const given = center ? parsePoint(...(center.split(',') as [string, string])) : undefined;
    if (center && !given)
      warnOnce('shop-menu-map', `center="${center}" is not allowed (expected "lat,lng" in degrees); using the address or the default.`);
    const provider = urlTemplateProvider(tileUrl, geocodeUrl);
    const place = given ? Promise.resolve(given) : address ? provider.geocode(address, controller.signal) : Promise.resolve(DEFAULT_CENTER);
    place
      .then((point) => setDrawn({ src: provider.imageUrl({ center: point, zoom, ...SIZE }) }))
      .catch(() => cancelled || setDrawn('failed'))
      .finally(() => clearTimeout(timeout));
    return () => {
      cancelled = true;
      clearTimeout(timeout);
      controller.abort();
    };
  }, [near, address, center, zoom, tileUrl, geocodeUrl]);

  useEffect(() => {
    if (drawn === null) return;
    host.setAttribute('status', drawn === 'failed' ? 'failed' : 'loading');
    if (drawn === 'failed') emit(host, 'shop-menu-map-loaded', { ok: false });
    return () => host.removeAttribute('status');
  }, [host, drawn]);

  const slot = useMountPoint(host, 'afterbegin', 'shop-menu-map__canvas');
  if (!slot || drawn === null || drawn === 'failed') return null;
  return createPortal(
    <img
      className="shop-menu-map__image"
      src={drawn.src}
      width={SIZE.width}
      height={SIZE.height}
      alt={`Map${address ? ` of ${address}` : ''}`}
      onLoad={() => {
        host.setAttribute('status', 'ready');
        emit(host, 'shop-menu-map-loaded', { ok: true });
      }}
      onError={() => setDrawn('failed')}
    />,
    slot,
  );
}
