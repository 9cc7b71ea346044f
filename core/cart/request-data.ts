/**
 * The body of a cart request as listeners see it: one entry per field, an array for repeated fields
 * (multi-select add-ons, grouped `quantity[id]`), Files for upload add-ons. Legacy `adding_to_cart` listeners
 * change it in place (YITH adds its wishlist fields).
 */
export type CartRequestData = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

type WithJqueryData = (element: Element) => { data?: () => Record<string, unknown> };

/**
 * A listing button's data: every jQuery `.data()` entry, overwritten by its `dataset`, which wins because
 * themes change the attributes directly (add-to-cart.js).
 */
export function buttonData(button: HTMLElement): CartRequestData {
  const data: CartRequestData = {};
  const $ = (window as unknown as { jQuery?: WithJqueryData }).jQuery;
  for (const [key, value] of Object.entries($?.(button).data?.() ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof value)) data[key] = String(value);
  }
  for (const [key, value] of Object.entries(button.dataset)) if (value !== undefined) data[key] = value;
  return data;
}

/**
 * The single-product form as its plain post sends it: every field with the submitter's. A simple product's
 * `add-to-cart` is on its submit button, so a submit without a submitter (`requestSubmit()`) takes it there.
 */
export function formData(form: HTMLFormElement, submitter?: HTMLElement | null): CartRequestData {
  const entries = new FormData(form, isSubmitter(submitter) ? submitter : undefined);
  const data: CartRequestData = {};
  for (const [key, value] of entries) {
    if (value instanceof File && value.name === '' && value.size === 0) continue;
    const existing = data[key];
    if (existing === undefined) data[key] = value;
    else data[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  const buttonProductId = form.querySelector<HTMLButtonElement>('button[name="add-to-cart"]')?.value;
  if (first(data['add-to-cart']) === undefined && buttonProductId) data['add-to-cart'] = buttonProductId;
  return data;
}

/** The product a form adds, as events name it: the chosen variation, else the `add-to-cart` product. */
export function formProductId(data: CartRequestData): string | undefined {
  const variationId = first(data['variation_id']);
  return variationId && Number(variationId) > 0 ? variationId : first(data['add-to-cart']);
}

const isSubmitter = (element: HTMLElement | null | undefined): element is HTMLButtonElement | HTMLInputElement =>
  element instanceof HTMLButtonElement || (element instanceof HTMLInputElement && element.type === 'submit');

/** The first value of a field, as text. */
export function first(value: CartRequestData[string] | undefined): string | undefined {
  const single = Array.isArray(value) ? value[0] : value;
  return typeof single === 'string' ? single : undefined;
}

/** Form-urlencoded like `$.param`, or multipart when a file is attached (as the plain form post would be). */
export function requestBody(data: CartRequestData): URLSearchParams | FormData {
  const pairs = Object.entries(data).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => [key, v] as const));
  if (pairs.some(([, value]) => value instanceof File)) {
    const body = new FormData();
    for (const [key, value] of pairs) body.append(key, value);
    return body;
  }
  const body = new URLSearchParams();
  for (const [key, value] of pairs) body.append(key, value === undefined || value === null ? '' : String(value));
  return body;
}
