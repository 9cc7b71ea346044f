import { addonsParams } from '../config/params.ts';

export interface MoneyFormat {
  symbol: string;
  decimals: number;
  decimalSeparator: string;
  thousandSeparator: string;
  /** `%s` is the symbol, `%v` the amount: the shop shows "symbol, amount, then USD". */
  pattern: string;
}

/** The shop's money format, overridable by the add-ons settings object as the legacy script allowed. */
export function moneyFormat(): MoneyFormat {
  const params = addonsParams();
  const decimals = Number(params.currency_format_num_decimals);
  return {
    symbol: params.currency_format_symbol,
    decimals: Number.isInteger(decimals) && decimals >= 0 ? decimals : 2,
    decimalSeparator: params.currency_format_decimal_sep,
    thousandSeparator: params.currency_format_thousand_sep,
    pattern: params.currency_format,
  };
}

export function formatMoney(amount: number, format: MoneyFormat = moneyFormat()): string {
  const sign = amount < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(amount).toFixed(format.decimals).split('.');
  // Settings are inserted through functions: a string replacement would read `$&` or `$'` in them as patterns.
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, () => format.thousandSeparator);
  const value = fraction ? `${grouped}${format.decimalSeparator}${fraction}` : grouped;
  return sign + format.pattern.replace(/%[sv]/g, (token) => (token === '%s' ? format.symbol : value));
}
