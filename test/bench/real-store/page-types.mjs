// The page types a shopper meets on a WooCommerce store, found on the store itself: products from its Store API
// (`wc/store/v1`), the cart, checkout and account pages at WooCommerce's default slugs. Each page type says how a
// fresh browser context gets there (the cart and checkout with two items in the cart, added as a shopper's link
// `?add-to-cart=` adds them).

async function products(request, store, type) {
  const response = await request.get(`${store}/wp-json/wc/store/v1/products?type=${type}&per_page=100`);
  if (!response.ok()) throw new Error(`${store}: the Store API answered ${response.status()} for ${type} products`);
  return (await response.json()).filter((product) => product.is_purchasable && product.is_in_stock);
}

/** Every page type of the table, in its order: `{ type, url, prepare(context) }`. */
export async function pageTypes(request, store) {
  const simple = await products(request, store, 'simple');
  // The variable product a shop usually has (the fewest variations), the heaviest one beside it.
  const variable = (await products(request, store, 'variable')).sort((a, b) => a.variations.length - b.variations.length);
  if (simple.length < 2 || variable.length === 0) throw new Error(`${store}: needs two simple products and a variable one`);
  const twoInCart = async (context) => {
    for (const { id } of simple.slice(0, 2)) {
      const response = await context.request.get(`${store}/?add-to-cart=${id}`);
      if (!response.ok()) throw new Error(`adding product ${id} to the cart answered ${response.status()}`);
    }
  };
  const types = [
    { type: 'home', url: `${store}/` },
    { type: 'shop', url: `${store}/shop/` },
    { type: 'simple product', url: simple[0].permalink },
    { type: `variable product (${variable[0].variations.length} variations)`, url: variable[0].permalink, variable: true },
  ];
  const biggest = variable.at(-1);
  if (variable.length > 1 && biggest.variations.length > variable[0].variations.length)
    types.push({ type: `variable product (${biggest.variations.length} variations)`, url: biggest.permalink, variable: true });
  types.push(
    { type: 'cart (2 items)', url: `${store}/cart/`, prepare: twoInCart },
    { type: 'checkout (2 items)', url: `${store}/checkout/`, prepare: twoInCart, checkout: true },
    { type: 'my account (logged out)', url: `${store}/my-account/` },
  );
  return types;
}
