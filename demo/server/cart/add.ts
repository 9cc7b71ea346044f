// `WC_Cart::add_to_cart()` with its validation, shared by wc-ajax, admin-ajax and the plain form posts.
import { getCatalogue } from '../catalogue/index.ts';
import { findMatchingVariation, postedAttributes } from '../catalogue/match.ts';
import { activePrice, isInStock, maxPurchaseQuantity } from '../catalogue/pricing.ts';
import type { Product, Variation } from '../catalogue/types.ts';
import { escapeHtml, phpJson } from '../html.ts';
import { readAddons } from './addons.ts';
import { md5 } from './session.ts';
import type { Session } from './session.ts';

export interface AddOutcome {
  /** The product the request named (the parent for variations), for `product_url` and notices. */
  product: Product | undefined;
  added: Array<{ product: Product; quantity: number }>;
  errors: string[];
}

const quoted = (product: Product): string => `&ldquo;${escapeHtml(product.name)}&rdquo;`;

function parseQuantity(raw: string | null): number {
  if (raw === null || raw.trim() === '') return 1;
  const n = Math.floor(Number(raw));
  return Number.isFinite(n) ? n : 0;
}

function addLine(
  session: Session,
  product: Product,
  variation: Variation | undefined,
  quantity: number,
  fields: URLSearchParams,
): string | null {
  const item = variation ?? product;
  const name = quoted(product);
  if (variation && (!variation.active || !variation.visible)) return 'Sorry, this product cannot be purchased.';
  if (!isInStock(item.stock)) return `You cannot add ${name} to the cart because the product is out of stock.`;
  if (quantity <= 0) return null;

  const variationValues = variation ? { ...variation.attributes } : {};
  // Variations stored with "any" take the posted value; without one the add is refused, as WC_Cart does.
  for (const [key, value] of Object.entries(postedAttributes(fields))) if (variationValues[key] === '') variationValues[key] = value;
  const attributeError = variation && invalidAttributes(product, variation, variationValues);
  if (attributeError) return attributeError;
  const addons = readAddons(product, fields, activePrice(item));
  const key = md5(phpJson([product.id, variation?.id ?? 0, variationValues, addons]));
  const existing = session.cart.find((l) => l.key === key);
  const soldIndividually = variation?.soldIndividually ?? product.soldIndividually;

  if (soldIndividually && existing) return `You cannot add another ${name} to your cart.`;
  const inCart = session.cart
    .filter((l) => l.productId === product.id && l.variationId === (variation?.id ?? 0))
    .reduce((s, l) => s + l.quantity, 0);
  const max = maxPurchaseQuantity(item.stock, false);
  if (max !== null && quantity > max)
    return `You cannot add that amount of ${name} to the cart because there is not enough stock (${max} remaining).`;
  if (max !== null && quantity + inCart > max)
    return `You cannot add that amount to the cart &mdash; we have ${max} in stock and you already have ${inCart} in your cart.`;

  if (existing) existing.quantity += soldIndividually ? 0 : quantity;
  else
    session.cart.push({
      key,
      productId: product.id,
      variationId: variation?.id ?? 0,
      variation: variationValues,
      quantity: soldIndividually ? 1 : quantity,
      addons,
    });
  return null;
}

/** `WC_Cart::add_to_cart()`'s check of a variation's attributes: every "any" needs a valid posted value. */
function invalidAttributes(product: Product, variation: Variation, values: Record<string, string>): string | null {
  const missing: string[] = [];
  for (const attribute of product.attributes.filter((a) => a.usedForVariations)) {
    const key = `attribute_${attribute.key}`;
    if (variation.attributes[key] !== '') continue;
    const value = values[key] ?? '';
    if (value === '') missing.push(attribute.label);
    else if (!attribute.options.some((option) => option.value === value)) return `Invalid value posted for ${escapeHtml(attribute.label)}`;
  }
  if (missing.length === 0) return null;
  // `wc_format_list_of_items()`: "Fit", "Fit and Size", "Fit, Size and Colour".
  const list = missing
    .map((label) => escapeHtml(label))
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1');
  return `${list} ${missing.length === 1 ? 'is a required field' : 'are required fields'}`;
}

/** `WC_Form_Handler`'s add: `productId` (a simple, variable, variation or grouped id) with the rest of the posted fields. */
export function addToCart(session: Session, productId: number, fields: URLSearchParams): AddOutcome {
  const catalogue = getCatalogue();
  const asVariation = catalogue.variations.get(productId);
  const product = asVariation?.product ?? catalogue.byId.get(productId);
  const outcome: AddOutcome = { product, added: [], errors: [] };
  if (!product) {
    outcome.errors.push('Sorry, this product cannot be purchased.');
    return outcome;
  }
  const add = (target: Product, variation: Variation | undefined, quantity: number, source: URLSearchParams) => {
    const error = addLine(session, target, variation, quantity, source);
    if (error) outcome.errors.push(error);
    else if (quantity > 0) outcome.added.push({ product: target, quantity });
  };

  if (product.type === 'grouped') {
    const wanted = product.children
      .map((id) => [id, parseQuantity(fields.get(`quantity[${id}]`) || '0')] as const)
      .filter(([, q]) => q > 0);
    if (wanted.length === 0) outcome.errors.push('Please choose the quantity of items you wish to add to your cart&hellip;');
    for (const [id, quantity] of wanted) {
      const child = catalogue.byId.get(id);
      if (child) add(child, undefined, quantity, new URLSearchParams());
    }
    return outcome;
  }

  const quantity = parseQuantity(fields.get('quantity'));
  if (product.type === 'variable') {
    const variationId = Number(fields.get('variation_id') || 0);
    const variation =
      asVariation?.variation ??
      product.variations.find((v) => v.id === variationId) ??
      findMatchingVariation(product, postedAttributes(fields));
    if (!variation) outcome.errors.push('Please choose product options&hellip;');
    else add(product, variation, quantity, fields);
    return outcome;
  }
  add(product, undefined, quantity, fields);
  return outcome;
}

/**
 * `WC_AJAX::add_to_cart`: it reads `product_id` and `quantity` only, so posted `attribute_*` and `variation_id`
 * never reach the cart (a variation with an "any" attribute is refused) and a grouped product is added as
 * itself, which cannot be bought. Other fields stay for plugins' validation hooks (Product Add-ons).
 */
export function addToCartAjax(session: Session, productId: number, fields: URLSearchParams): AddOutcome {
  const product = getCatalogue().byId.get(productId);
  if (product?.type === 'grouped') return { product, added: [], errors: ['Sorry, this product cannot be purchased.'] };
  const read = new URLSearchParams([...fields].filter(([key]) => !key.startsWith('attribute_') && key !== 'variation_id'));
  return addToCart(session, productId, read);
}

/** `wc_add_to_cart_message()`. */
export function addedMessage(added: AddOutcome['added'], cartUrl: string): string {
  const titles = added.map(({ product, quantity }) => (quantity > 1 ? `${quantity} &times; ` : '') + quoted(product));
  const count = added.reduce((sum, a) => sum + a.quantity, 0);
  const verb = count === 1 ? 'has' : 'have';
  return `${titles.join(', ')} ${verb} been added to your cart. <a href="${escapeHtml(cartUrl)}" class="button wc-forward">View cart</a>`;
}
