import { defineElement } from '../../core/runtime/define-element.ts';
import { CountryState } from './country-state.tsx';

/**
 * WooCommerce's country and state fields (billing, shipping, the edit-address form, the shipping calculator)
 * inside the element: the state field becomes a select of the country's states, a text input for a country
 * the shop has no list for, or nothing (its row hidden) for a country without states; labels and required
 * markers follow the country's address rules. The select is the browser's own, searchable by typing.
 *
 * @summary country and state fields: the state field fits the chosen country (select, text or hidden), labels and required markers rebuilt, legacy country events
 * @attr {Record<string, Record<string, string>>} countries - each country's states as JSON, `{"US": {"CA": "California"}, "DE": {}}` (default `wc_country_select_params.countries`)
 * @fires {CustomEvent<{ country: string; stateField: 'select' | 'text' | 'hidden' }>} shop-country-state-changed - a country changed and the state field now fits it
 */
export const ShopCountryStateElement = defineElement('shop-country-state', CountryState, {
  countries: { type: 'json', shape: 'object' },
});
