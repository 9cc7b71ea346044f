/** The figure inside a count-up's text, with what surrounds it and how it is written. */
export interface WrittenNumber {
  prefix: string;
  value: number;
  suffix: string;
  decimals: number;
  /** Thousands separator as written (`,` `.` space, no-break space, apostrophe), or '' for none. */
  group: string;
  decimal: string;
}

const NUMBER = /\d(?:[\d.,'\u00a0\u202f ]*\d)?/;

/**
 * Reads the first number in `text`. A lone `.` or `,` followed by exactly three digits is read as a thousands
 * separator (`1,250`, `1.250`), any other as the decimal one (`3.5`); with both, the last one is decimal.
 */
export function readNumber(text: string): WrittenNumber | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const written = match[0];
  const last = /([.,])(\d+)$/.exec(written);
  let decimal = '';
  let fraction = '';
  if (last) {
    const [, separator = '', digits = ''] = last;
    const other = separator === '.' ? ',' : '.';
    const once = written.indexOf(separator) === written.lastIndexOf(separator);
    if (written.includes(other) || (once && digits.length !== 3)) [decimal, fraction] = [separator, digits];
  }
  const integer = decimal ? written.slice(0, written.lastIndexOf(decimal)) : written;
  return {
    prefix: text.slice(0, match.index),
    value: Number(`${integer.replace(/\D/g, '')}.${fraction || '0'}`),
    suffix: text.slice(match.index + written.length),
    decimals: fraction.length,
    group: /\D/.exec(integer)?.[0] ?? '',
    decimal,
  };
}

/** `value` written the way the original number was: same separators and decimal places, same surroundings. */
export function writeLike(number: WrittenNumber, value: number): string {
  const [integer = '', fraction] = value.toFixed(number.decimals).split('.');
  const grouped = number.group ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, number.group) : integer;
  return `${number.prefix}${grouped}${fraction ? number.decimal + fraction : ''}${number.suffix}`;
}
