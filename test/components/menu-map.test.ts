import { expect, oneEvent } from '@open-wc/testing';
import '../../elements/menu-map/menu-map.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { FakeServer } from '../support/fake-server.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';

const TILE = '/test/components/lightbox-images/blue.jpg?lat={lat}&lng={lng}&zoom={zoom}&size={width}x{height}';

const markup = (attributes: string, hidden = false) => `
  <div id="submenu" ${hidden ? 'style="display: none"' : ''}>
    <shop-menu-map address="12 Market Street, Bristol" ${attributes}>
      <a class="menu-map-address" href="https://www.openstreetmap.org/search?query=12%20Market%20Street">12 Market Street, Bristol</a>
    </shop-menu-map>
  </div>`;

const image = (element: Element) => element.querySelector<HTMLImageElement>('img.shop-menu-map__image');
const drawnParams = (element: Element) => Object.fromEntries(new URL(image(element)!.src).searchParams);
const addressLinkShown = (element: Element) => element.querySelector<HTMLAnchorElement>('a.menu-map-address')!.getClientRects().length > 0;

describe('<shop-menu-map>', () => {
  let server: FakeServer;
  useThemeStyles();
  beforeEach(() => (server = new FakeServer()));
  afterEach(() => server.restore());

  it('draws nothing inside a closed submenu; once it opens, geocodes the address and draws it at zoom 8 above the address link', async () => {
    server.on('/geocode', { json: { lat: 51.45, lng: -2.59 } });
    const element = await mount<ShopElement>(markup(`tile-url="${TILE}" geocode-url="/geocode?q={address}"`, true), 'shop-menu-map');
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    expect(server.requests, 'no lookup while closed').to.have.length(0);
    expect(image(element)).to.equal(null);
    const loaded = oneEvent(element, 'shop-menu-map-loaded');
    document.getElementById('submenu')!.style.display = '';
    expect((await loaded).detail).to.deep.equal({ ok: true });
    expect(server.sent('/geocode')[0]!.url.searchParams.get('q')).to.equal('12 Market Street, Bristol');
    expect(drawnParams(element)).to.deep.equal({ lat: '51.45', lng: '-2.59', zoom: '8', size: '640x400' });
    expect(image(element)!.alt).to.equal('Map of 12 Market Street, Bristol');
    expect(element.getAttribute('status')).to.equal('ready');
    expect(addressLinkShown(element)).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('a given centre needs no lookup; without centre or address it shows the fixed default centre', async () => {
    const element = await mount<ShopElement>(
      markup(`center="48.85,2.35" zoom="12" tile-url="${TILE}" geocode-url="/geocode?q={address}"`),
      'shop-menu-map',
    );
    await until(() => image(element), 'the map is drawn');
    expect(drawnParams(element)).to.include({ lat: '48.85', lng: '2.35', zoom: '12' });
    expect(server.requests).to.have.length(0);

    const plain = await mount<ShopElement>(`<shop-menu-map tile-url="${TILE}"></shop-menu-map>`, 'shop-menu-map');
    await until(() => image(plain), 'the map is drawn');
    expect(drawnParams(plain)).to.include({ lat: '51.4545', lng: '-2.5879', zoom: '8' });
  });

  for (const [name, reply] of [
    ['an error status', { json: { error: 'quota' }, status: 500 }],
    ['no place found', { json: [] }],
    ['malformed JSON', { body: '{"lat": 51', contentType: 'application/json' }],
    ['hostile coordinates', { json: { lat: '<img src=x onerror=alert(1)>', lng: 'javascript:alert(1)' } }],
  ] as const) {
    it(`a geocoder answering ${name} leaves the address as a link, with no map`, async () => {
      server.on('/geocode', reply);
      // Listening before the element upgrades: the failing answer may come as soon as it has rendered.
      const loaded = oneEvent(document, 'shop-menu-map-loaded');
      const element = await mount<ShopElement>(markup(`tile-url="${TILE}" geocode-url="/geocode?q={address}"`), 'shop-menu-map');
      expect((await loaded).detail).to.deep.equal({ ok: false });
      expect(element.getAttribute('status')).to.equal('failed');
      expect(image(element)).to.equal(null);
      expect(addressLinkShown(element)).to.equal(true);
    });
  }

  it('a geocoder that never answers gives up after 8 s; an image that cannot load is removed', async () => {
    server.on('/geocode', { hang: true });
    const clock = fakeDelays();
    const element = await mount<ShopElement>(markup(`tile-url="${TILE}" geocode-url="/geocode?q={address}"`), 'shop-menu-map');
    await until(() => server.requests.length === 1, 'the lookup is sent');
    await clock.tick(7999);
    expect(element.hasAttribute('status')).to.equal(false);
    await clock.tick(1);
    await until(() => element.getAttribute('status') === 'failed', 'given up');

    const broken = await mount<ShopElement>(markup(`center="1,2" tile-url="/no-such-tile.png?{lat}"`), 'shop-menu-map');
    await until(() => broken.getAttribute('status') === 'failed', 'the image failed');
    expect(image(broken)).to.equal(null);
  });

  it('refuses a tile or geocoder URL that is not http(s); a bad zoom or centre warns and falls back', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const hostile = await mount<ShopElement>(markup(`center="1,2" tile-url="javascript:alert(1)//{lat}"`), 'shop-menu-map');
      // Refused as the attribute is read: one warning, and the default (no tile URL) applies, so nothing is drawn.
      await until(() => warnings.some((message) => message.includes('<shop-menu-map>') && message.includes('tile-url')), 'refused');
      expect(image(hostile)).to.equal(null);
      expect(hostile.getAttribute('status')).to.equal(null);

      server.on('/geocode', { json: [{ lat: '51.1', lon: '-2.2' }] });
      const element = await mount<ShopElement>(
        markup(`zoom="40" center="north" tile-url="${TILE}" geocode-url="/geocode?q={address}"`),
        'shop-menu-map',
      );
      await until(() => image(element), 'the map is drawn');
      expect(drawnParams(element), 'Nominatim-style answer, zoom back to 8').to.include({ lat: '51.1', lng: '-2.2', zoom: '8' });
      expect(warnings.some((message) => message.includes('<shop-menu-map>') && message.includes('zoom="40"'))).to.equal(true);
      expect(warnings.some((message) => message.includes('<shop-menu-map>') && message.includes('center="north"'))).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });
});
