/**
 * Form-encodes fields as jQuery's `$.param` does, which YITH's script used and PHP reads back into arrays:
 * objects as `key[name]=…`, arrays of plain values as `key[]=…`, arrays of objects as `key[index][name]=…`;
 * null and undefined as an empty value.
 */
export function nestedFormBody(fields: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) append(body, key, value);
  return body;
}

function append(body: URLSearchParams, key: string, value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => append(body, isPlain(item) ? `${key}[]` : `${key}[${index}]`, item));
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) append(body, `${key}[${name}]`, item);
  } else {
    body.append(key, value === undefined || value === null ? '' : String(value));
  }
}

const isPlain = (value: unknown): boolean => value === null || typeof value !== 'object';
