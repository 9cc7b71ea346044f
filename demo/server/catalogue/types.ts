// The demo catalogue's data model: a small subset of WooCommerce's product, variation and add-on fields.

export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

export interface Stock {
  status: StockStatus;
  /** Managed stock quantity; null when stock is not managed. */
  quantity: number | null;
}

export interface Dimensions {
  length: string;
  width: string;
  height: string;
}

export interface AttributeOption {
  /** Term slug for taxonomy attributes, the raw text for custom ones. */
  value: string;
  label: string;
}

export interface ProductAttribute {
  /** `pa_size` for taxonomy attributes, the sanitized name for custom ones. */
  key: string;
  label: string;
  taxonomy: boolean;
  options: AttributeOption[];
  usedForVariations: boolean;
}

/** The fields products and variations share: what is sold, at what price, from which stock. */
export interface Purchasable {
  id: number;
  sku: string;
  regularPrice: number;
  salePrice: number | null;
  stock: Stock;
  soldIndividually: boolean;
  minQty: number;
  description: string;
  weight: string;
  dimensions: Dimensions;
}

export interface Variation extends Purchasable {
  parentId: number;
  /** `attribute_<key>` → value; '' means "any". */
  attributes: Record<string, string>;
  /** `variation_is_visible`; WooCommerce normally drops invisible ones, some shops keep them. */
  visible: boolean;
  /** `variation_is_active`; false e.g. for out-of-stock variations when the shop hides them. */
  active: boolean;
  colour: string;
}

export type AddonKind =
  | 'custom_price'
  | 'input_multiplier'
  | 'checkbox'
  | 'radio'
  | 'select'
  | 'custom_text'
  | 'custom_textarea'
  | 'custom_number'
  | 'file_upload';

export type AddonPriceType = 'flat_fee' | 'quantity_based' | 'percentage_based';

export interface AddonOption {
  label: string;
  price: number;
  priceType: AddonPriceType;
}

export interface Addon {
  name: string;
  kind: AddonKind;
  description: string;
  required: boolean;
  /** For text/textarea kinds. */
  maxLength?: number;
  /** One option for input kinds, several for checkbox/radio/select. */
  options: AddonOption[];
}

export interface Review {
  id: number;
  author: string;
  date: string;
  rating: number;
  text: string;
  verified: boolean;
}

export type ProductType = 'simple' | 'variable' | 'grouped';

/** Price and stock fields apply to simple products; variable products take theirs from the variations. */
export interface Product extends Purchasable {
  slug: string;
  name: string;
  type: ProductType;
  category: string;
  shortDescription: string;
  /** Colours of the gallery images (first is the main image). */
  galleryColours: string[];
  attributes: ProductAttribute[];
  variations: Variation[];
  /** Grouped products: child product ids. */
  children: number[];
  addons: Addon[];
  averageRating: number;
  reviews: Review[];
  totalSales: number;
  /** Days since publication; smaller is newer. */
  age: number;
  featured: boolean;
}

export interface Category {
  slug: string;
  name: string;
  description: string;
}
