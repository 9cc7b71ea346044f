/**
 * WooCommerce's variable-product markup (recorded from a real store: product-variable.html) for component
 * tests of the variation form, add-ons and sticky bar. Values are printed exactly as given, so tests can pass
 * pre-escaped HTML where the server would escape.
 */
export interface TestVariation {
  variation_id: number;
  attributes: Record<string, string>;
  [key: string]: unknown;
}

export interface TestAttribute {
  name: string;
  label: string;
  /** [value attribute as printed, label as printed]. */
  options: Array<[string, string]>;
  selected?: string;
  showOptionNone?: 'yes' | 'no';
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A variation object with WooCommerce's fields; `overrides` win. */
export function variation(id: number, attributes: Record<string, string>, overrides: Record<string, unknown> = {}): TestVariation {
  return {
    attributes,
    availability_html: '<p class="stock in-stock">10 in stock</p>',
    backorders_allowed: false,
    dimensions: { length: '', width: '', height: '' },
    dimensions_html: 'N/A',
    display_price: 20,
    display_regular_price: 20,
    image: {
      title: `tee-${id}`,
      caption: '',
      url: `/img/${id}-full.jpg`,
      alt: `Tee ${id}`,
      src: `/img/${id}.jpg`,
      srcset: false,
      sizes: false,
      full_src: `/img/${id}-full.jpg`,
      full_src_w: 1200,
      full_src_h: 1200,
      gallery_thumbnail_src: `/img/${id}-thumb.jpg`,
      src_w: 600,
      src_h: 600,
    },
    image_id: 100 + id,
    is_in_stock: true,
    is_purchasable: true,
    is_sold_individually: 'no',
    max_qty: 10,
    min_qty: 1,
    price_html: `<span class="price"><span class="woocommerce-Price-amount amount">$${20}.00</span></span>`,
    sku: `SKU-${id}`,
    variation_description: '',
    variation_id: id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: '',
    weight_html: 'N/A',
    ...overrides,
  };
}

export const SIZE: TestAttribute = {
  name: 'attribute_pa_size',
  label: 'Size',
  options: [
    ['s', 'Small'],
    ['m', 'Medium'],
    ['l', 'Large'],
  ],
};

export const COLOR: TestAttribute = {
  name: 'attribute_pa_color',
  label: 'Color',
  options: [
    ['red', 'Red'],
    ['blue', 'Blue'],
  ],
};

/** A custom attribute whose values need care (docs/woocommerce-protocol.md#attribute-values-with-special-characters), printed as `esc_attr` prints them. */
export const SPECIAL_PRINT: TestAttribute = {
  name: 'attribute_print',
  label: 'Print',
  options: [
    ['Say &quot;Hello&quot;', 'Say "Hello"'],
    ['Salt &amp; Pepper', 'Salt &amp; Pepper'],
    ['C++ Logo', 'C++ Logo'],
    ['Space%20Cat', 'Space%20Cat'],
    ['日本', '日本'],
    ['&frac12; Sleeve', '½ Sleeve'],
    ['Rock &#039;n&#039; Roll', "Rock 'n' Roll"],
  ],
};

/** The recorded "Test Tee": S/Red $18, M/Red $20, L/Blue on sale, M/Blue out of stock. */
export const TEST_TEE: TestVariation[] = [
  variation(
    12,
    { attribute_pa_size: 's', attribute_pa_color: 'red' },
    { display_price: 18, price_html: '<span class="price">$18.00</span>' },
  ),
  variation(13, { attribute_pa_size: 'm', attribute_pa_color: 'red' }),
  variation(
    14,
    { attribute_pa_size: 'l', attribute_pa_color: 'blue' },
    { display_price: 19.99, price_html: '<span class="price">$19.99</span>' },
  ),
  variation(
    15,
    { attribute_pa_size: 'm', attribute_pa_color: 'blue' },
    {
      is_in_stock: false,
      availability_html: '<p class="stock out-of-stock">Out of stock</p>',
    },
  ),
];

export interface VariableProductOptions {
  productId?: number;
  attributes?: TestAttribute[];
  /** The variations, or false for a form above the AJAX threshold. */
  variations?: TestVariation[] | false;
  /** Extra attributes on `<shop-variation-form>`. */
  elementAttributes?: string;
  /** Markup inside `.single_variation_wrap`, before the panel (add-ons). */
  beforePanel?: string;
  soldIndividually?: boolean;
  /** The Clear control as WooCommerce 11 prints it, `<a class="reset_variations" href="#">`, instead of a button. */
  resetLink?: boolean;
}

export function variableProduct(options: VariableProductOptions = {}): string {
  const {
    productId = 11,
    attributes = [SIZE, COLOR],
    variations = TEST_TEE,
    elementAttributes = '',
    beforePanel = '',
    resetLink = false,
  } = options;
  const reset = resetLink
    ? '<a class="reset_variations" href="#" aria-label="Clear options">Clear</a>'
    : '<button type="button" class="reset_variations" aria-label="Clear options">Clear</button>';
  const rows = attributes
    .map(
      (attribute, i) => `<tr><th class="label"><label for="${attribute.name}">${attribute.label}</label></th><td class="value">
        <select id="${attribute.name}" name="${attribute.name}" data-attribute_name="${attribute.name}" data-show_option_none="${attribute.showOptionNone ?? 'yes'}">
          <option value="">Choose an option</option>${attribute.options
            .map(([value, label]) => `<option value="${value}"${attribute.selected === value ? ' selected' : ''}>${label}</option>`)
            .join('')}
        </select>${i === attributes.length - 1 ? reset : ''}</td></tr>`,
    )
    .join('');
  const data = variations === false ? 'false' : escapeAttribute(JSON.stringify(variations));
  return `<div id="product-${productId}" class="product type-product product-type-variable">
  <div class="woocommerce-product-gallery images">
    <div class="woocommerce-product-gallery__wrapper">
      <div data-thumb="/img/main-thumb.jpg" class="woocommerce-product-gallery__image"><a href="/img/main-full.jpg"><img src="/img/main.jpg" alt="Test Tee" class="wp-post-image" width="600" height="600" data-large_image="/img/main-full.jpg"></a></div>
    </div>
  </div>
  <div class="summary entry-summary">
    <h1 class="product_title entry-title">Test Tee</h1>
    <p class="price">$18.00 – $20.00</p>
    <shop-variation-form ${elementAttributes}>
      <form class="variations_form cart" action="/product/test-tee/" method="post" data-product_id="${productId}" data-product_variations="${data}">
        <table class="variations" role="presentation"><tbody>${rows}</tbody></table>
        <div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
        <div class="single_variation_wrap">
          ${beforePanel}
          <div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
          <div class="woocommerce-variation-add-to-cart variations_button">
            <div class="quantity"><label class="screen-reader-text" for="quantity_1">Test Tee quantity</label>
              <input type="number" id="quantity_1" class="input-text qty text" name="quantity" value="1" aria-label="Product quantity" min="1" step="1"></div>
            <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
            <input type="hidden" name="add-to-cart" value="${productId}">
            <input type="hidden" name="product_id" value="${productId}">
            <input type="hidden" name="variation_id" class="variation_id" value="0">
          </div>
        </div>
      </form>
    </shop-variation-form>
    <a href="#" class="add_to_wishlist single_add_to_wishlist" data-product-id="${productId}" data-product-type="variable">Add to wishlist</a>
    <div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">TEE</span></span></div>
  </div>
  <table class="woocommerce-product-attributes shop_attributes"><tbody>
    <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th class="woocommerce-product-attributes-item__label" scope="row">Weight</th><td class="woocommerce-product-attributes-item__value">0.2 kg</td></tr>
    <tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th class="woocommerce-product-attributes-item__label" scope="row">Dimensions</th><td class="woocommerce-product-attributes-item__value">N/A</td></tr>
  </tbody></table>
</div>`;
}

/** Chooses a select value as a shopper would: the value changes, then `change` bubbles. */
export function choose(root: ParentNode, name: string, value: string): void {
  const select = root.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
