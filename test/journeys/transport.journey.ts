import { test, expect } from './fixtures.ts';

// The demo answers as a production server would, so what the bench measures is what shoppers would get.
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('the library files come brotli- or gzip-encoded by Accept-Encoding, hashed chunks cached for good', async ({ request }) => {
  const plain = await request.get('/dist/shop-elements.js', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['vary']).toBe('Accept-Encoding');
  expect(plain.headers()['cache-control']).toBe('no-cache');
  for (const [accepted, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ] as const) {
    const encoded = await request.get('/dist/shop-elements.js', { headers: { 'Accept-Encoding': accepted } });
    expect(encoded.headers()['content-encoding'], accepted).toBe(encoding);
    expect(encoded.headers()['vary']).toBe('Accept-Encoding');
    expect(Number(encoded.headers()['content-length'])).toBeLessThan((await plain.body()).length);
    expect(await encoded.text(), 'decodes to the same file').toBe(await plain.text());
  }

  const manifest = (await (await request.get('/dist/manifest.json')).json()) as { tags: Record<string, string[]> };
  const chunk = manifest.tags['shop-add-to-cart']![0]!;
  const cached = await request.get(`/dist/${chunk}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(cached.headers()['cache-control']).toBe(IMMUTABLE);
  expect(cached.headers()['content-encoding']).toBe('br');
});

test('an unchanged file is answered 304 to its ETag, per encoding', async ({ request }) => {
  const first = await request.get('/dist/shop-elements.css', { headers: { 'Accept-Encoding': 'gzip' } });
  const etag = first.headers()['etag']!;
  expect(etag).toMatch(/^".+-gzip"$/);
  const again = await request.get('/dist/shop-elements.css', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  expect(again.headers()['etag']).toBe(etag);
  // The brotli representation has a validator of its own: the gzip one does not match it.
  const otherEncoding = await request.get('/dist/shop-elements.css', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
  expect(otherEncoding.status()).toBe(200);
  expect(otherEncoding.headers()['content-encoding']).toBe('br');
  const changed = await request.get('/dist/shop-elements.css', {
    headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': '"an-older-build-gzip"' },
  });
  expect(changed.status()).toBe(200);
});

test('pages and wc-ajax answers are compressed too; pages are revalidated on every visit', async ({ request }) => {
  const page = await request.get('/shop/', { headers: { 'Accept-Encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(await page.text()).toContain('<shop-add-to-cart');
  const ajax = await request.post('/?wc-ajax=get_refreshed_fragments', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(ajax.headers()['content-encoding']).toBe('gzip');
  expect(ajax.headers()['cache-control']).toContain('no-store');
  expect(Object.keys(((await ajax.json()) as { fragments: object }).fragments)).toContain('div.widget_shopping_cart_content');
});
