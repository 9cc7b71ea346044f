import { useLayoutEffect } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { addressI18nParams, countrySelectParams } from './country-state-params.ts';
import { emit } from '../../core/events/emit.ts';
import { legacyWrap, onLegacy, triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { applyAddressLocale, type AddressLocale } from './address-locale.ts';
import { parseJsonSetting } from './json-setting.ts';
import { addressWrapper, fitStateField, kindFor, stateFieldIn, type StateFieldKind } from './state-field.ts';

declare global {
  interface ShopEventDetailMap {
    /** The shopper (or a script) changed a country and the state field now fits it. */
    'shop-country-state-changed': { country: string; stateField: StateFieldKind };
  }
}

export interface CountryStateProps extends HostProps {
  /** Each country's states, `{country: {code: name}}` (default: `wc_country_select_params.countries`). */
  countries?: Record<string, Record<string, string>>;
}

const TAG = 'shop-country-state';
const COUNTRY_FIELDS = 'select.country_to_state, input.country_to_state';

/** The labels and markers of a field group for a country, when the page printed WooCommerce's address rules. */
function relabel(wrapper: HTMLElement, country: string): void {
  const params = addressI18nParams();
  const locale = parseJsonSetting<AddressLocale>(TAG, 'wc_address_i18n_params.locale', params.locale);
  const fields = parseJsonSetting<Record<string, string>>(TAG, 'wc_address_i18n_params.locale_fields', params.locale_fields);
  if (locale && fields) applyAddressLocale(wrapper, country, locale, fields, { optional: params.i18n_optional_text });
}

/**
 * The billing and shipping (or edit-address) country fields inside the element, each with its state field
 * fitted to the chosen country and its labels rebuilt, and WooCommerce's legacy events around every change.
 */
function CountryStates({ host, countries: fromAttribute }: CountryStateProps) {
  useLayoutEffect(() => {
    const params = countrySelectParams();
    type Countries = Record<string, Record<string, string>>;
    const countries =
      (fromAttribute === undefined ? null : parseJsonSetting<Countries>(TAG, 'countries', fromAttribute)) ??
      parseJsonSetting<Countries>(TAG, 'wc_country_select_params.countries', params.countries);
    if (!countries) return;
    let ownTrigger = false;
    const trigger = (name: string, country: string, wrapper: HTMLElement): void => {
      ownTrigger = true;
      try {
        triggerLegacy(name, [country, legacyWrap(wrapper)]);
      } finally {
        ownTrigger = false;
      }
    };

    const fit = (input: HTMLInputElement | HTMLSelectElement, notify: boolean): void => {
      const wrapper = addressWrapper(input);
      if (!wrapper) return;
      const country = input.value;
      trigger('country_to_state_changing', country, wrapper);
      relabel(wrapper, country);
      const field = stateFieldIn(wrapper);
      if (field) {
        const { replaced } = fitStateField(field, countries[country], params.i18n_select_state_text);
        if (replaced) trigger('country_to_state_changed', country, wrapper);
      }
      if (notify) emit(host, 'shop-country-state-changed', { country, stateField: kindFor(countries[country]) });
    };

    const inputs = [...host.querySelectorAll<HTMLInputElement | HTMLSelectElement>(COUNTRY_FIELDS)];
    inputs.forEach((input) => fit(input, false));
    const offs = inputs.flatMap((input) => [
      onLegacy('change', () => fit(input, true), input),
      // WooCommerce's scripts trigger `refresh` on a country field to have its state field fitted again.
      onLegacy('refresh', () => fit(input, true), input),
    ]);
    // Another script that changed the fields (or asks for a refresh) has this element read them again.
    // jQuery passes `[country, $wrapper]`; a native dispatch passes nothing, and every group is read again.
    const reread = (country?: unknown, $wrapper?: unknown): void => {
      if (ownTrigger) return;
      const only = ($wrapper as { get?: (index: number) => unknown } | undefined)?.get?.(0);
      for (const input of inputs) {
        const wrapper = addressWrapper(input);
        if (!wrapper || (only && only !== wrapper)) continue;
        relabel(wrapper, typeof country === 'string' && only ? country : input.value);
      }
    };
    offs.push(
      onLegacy('country_to_state_changed', reread),
      onLegacy('country_to_state_changing', reread),
      onLegacy('wc_address_i18n_ready', () => inputs.forEach((input) => fit(input, true))),
    );
    return () => offs.forEach((off) => off());
  }, [host, fromAttribute]);

  return null;
}

export const CountryState = outermostOnly(CountryStates);
