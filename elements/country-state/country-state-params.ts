import { readParams } from '../../core/config/read-params.ts';

/**
 * The country and state fields (`country-select.js`). `countries` is a JSON string of each country's states;
 * empty when the page printed no params, and then the fields stay as the server printed them.
 */
export const countrySelectParams = () =>
  readParams('wc_country_select_params', { countries: '' as unknown, i18n_select_state_text: 'Select an option…' });

/** The address fields' labels and rules per country (`address-i18n.js`); `locale` and `locale_fields` are JSON strings. */
export const addressI18nParams = () =>
  readParams('wc_address_i18n_params', {
    locale: '' as unknown,
    locale_fields: '' as unknown,
    i18n_required_text: 'required',
    i18n_optional_text: 'optional',
  });
