import { warnOnce } from '../../core/runtime/attribute-parsing.ts';

/**
 * A JSON string printed by PHP (`wc_country_select_params.countries`, `wc_address_i18n_params.locale`): some
 * themes print it HTML-escaped, so `&quot;` is read as a quote first. Null when it is absent or not an object
 * (one console warning naming the setting).
 */
export function parseJsonSetting<T extends object>(tag: string, setting: string, value: unknown): T | null {
  if (value && typeof value === 'object') return value as T;
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(value.replace(/&quot;/g, '"'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as T;
  } catch {
    // Warned below.
  }
  warnOnce(tag, `${setting} is not a JSON object; the fields are left as the server printed them.`);
  return null;
}
