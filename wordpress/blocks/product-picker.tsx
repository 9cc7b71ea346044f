// The sidebar's product search of a product block: the shop's products as WooCommerce's Store API lists them
// for the text typed, the picked one kept as plain text (product-markup.ts).
import { pickedProduct, STORE_API_FIELDS, STORE_API_PRODUCTS, type PickedProduct, type StoreApiProduct } from './product-markup.ts';

const { useEffect, useRef, useState } = wp.element;
const { ComboboxControl } = wp.components;

/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY = 300;

export const findProducts = (query: Record<string, string | number>): Promise<StoreApiProduct[]> =>
  wp.apiFetch<StoreApiProduct[]>({ path: wp.url.addQueryArgs(STORE_API_PRODUCTS, { ...query, _fields: STORE_API_FIELDS }) });

export function ProductPicker({ product, onPick }: { product: PickedProduct | undefined; onPick(product: PickedProduct): void }) {
  const [found, setFound] = useState<PickedProduct[]>([]);
  const [problem, setProblem] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    latest.current = text;
    if (!text.trim()) return;
    timer.current = setTimeout(() => {
      findProducts({ search: text, per_page: 20 })
        .then((products) => {
          if (latest.current !== text) return;
          setFound(products.map(pickedProduct));
          setProblem(products.length ? '' : `No product matches “${text}”.`);
        })
        .catch((error: { message?: string }) => setProblem(`The shop's products could not be searched: ${error.message ?? 'no answer'}.`));
    }, SEARCH_DELAY);
  };

  const options = [...(product?.name ? [product] : []), ...found.filter((each) => each.id !== product?.id)];
  return (
    <ComboboxControl
      __nextHasNoMarginBottom
      label="Product"
      value={product ? String(product.id) : null}
      options={options.map((each) => ({ value: String(each.id), label: each.sku ? `${each.name} (${each.sku})` : each.name }))}
      onFilterValueChange={search}
      onChange={(value) => {
        const picked = options.find((each) => String(each.id) === value);
        if (picked) onPick(picked);
      }}
      help={problem ? <strong role="alert">{problem}</strong> : 'Type part of a product’s name.'}
    />
  );
}
