// The checkout's address fields: WooCommerce's country and state rows and the country data its scripts read
// (`wc_country_select_params.countries`, `wc_address_i18n_params`). GB is left out of the state lists on purpose:
// a country the shop has no list for gets a text state field.
import { escapeHtml } from '../html.ts';

export const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States (US)',
  CA: 'Canada',
  GB: 'United Kingdom (UK)',
  DE: 'Germany',
};

export const COUNTRY_STATES: Record<string, Record<string, string>> = {
  US: { CA: 'California', FL: 'Florida', NY: 'New York', TX: 'Texas', WA: 'Washington' },
  CA: { AB: 'Alberta', BC: 'British Columbia', ON: 'Ontario', QC: 'Quebec' },
  DE: {},
};

/** WooCommerce's per-country address rules, trimmed to the fields the demo prints. */
export const ADDRESS_LOCALE = {
  default: {
    state: { label: 'State / County', required: true, hidden: false },
    postcode: { label: 'Postcode / ZIP', required: true, hidden: false },
  },
  US: { state: { label: 'State' }, postcode: { label: 'ZIP Code' } },
  CA: { state: { label: 'Province' }, postcode: { label: 'Postal code' } },
  GB: { state: { label: 'County', required: false } },
  DE: { state: { required: false, hidden: true }, postcode: { label: 'Postcode' } },
};

export const ADDRESS_LOCALE_FIELDS = {
  state: '#billing_state_field, #shipping_state_field',
  postcode: '#billing_postcode_field, #shipping_postcode_field',
};

const requiredMark = '&nbsp;<span class="required" aria-hidden="true">*</span>';

export function countryRow(prefix: string, selected: string): string {
  const options = Object.entries(COUNTRY_NAMES)
    .map(([code, name]) => `<option value="${code}"${code === selected ? ' selected="selected"' : ''}>${escapeHtml(name)}</option>`)
    .join('');
  return `<p class="form-row form-row-wide address-field update_totals_on_change validate-required" id="${prefix}_country_field"><label for="${prefix}_country">Country / Region${requiredMark}</label><span class="woocommerce-input-wrapper"><select name="${prefix}_country" id="${prefix}_country" class="country_to_state country_select" autocomplete="country" data-placeholder="Select a country / region…" data-label="Country / Region" aria-required="true"><option value="">Select a country / region…</option>${options}</select></span></p>`;
}

/** The state row as WooCommerce prints it for the chosen country: a select of its states, else a text input. */
export function stateRow(prefix: string, country: string): string {
  const states = COUNTRY_STATES[country];
  const label = country === 'CA' ? 'Province' : 'State';
  const field = states
    ? `<select name="${prefix}_state" id="${prefix}_state" class="state_select" autocomplete="address-level1" data-placeholder="Select an option…" data-input-classes="" data-label="${label}" aria-required="true"><option value="">Select an option…</option>${Object.entries(
        states,
      )
        .map(([code, name]) => `<option value="${code}">${escapeHtml(name)}</option>`)
        .join('')}</select>`
    : `<input type="text" class="input-text" value="" placeholder="" name="${prefix}_state" id="${prefix}_state" autocomplete="address-level1" data-input-classes="" aria-required="true" />`;
  return `<p class="form-row form-row-wide address-field validate-required validate-state" id="${prefix}_state_field" data-priority="80"><label for="${prefix}_state">${label}${requiredMark}</label><span class="woocommerce-input-wrapper">${field}</span></p>`;
}
