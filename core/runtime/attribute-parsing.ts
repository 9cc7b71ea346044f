export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** How one attribute is read: its type, the values it accepts, and an earlier name still honoured. */
export interface AttributeRule {
  type: AttributeType;
  /** The only values a string attribute accepts. */
  values?: readonly string[];
  /** The range a number attribute accepts. */
  min?: number;
  max?: number;
  /** A JSON attribute that must be a list of these (`'string'`: `["a","b"]`, not `"ab"`). */
  items?: 'string';
  /** A JSON attribute that must be an object (`{"US":{…}}`) or a list, not a bare number or string. */
  shape?: 'object' | 'list';
  /** A string attribute that must be an http(s) or relative URL, or a CSS selector the browser can parse. */
  format?: 'url' | 'selector';
  /** The attribute's earlier name, still read (with a console warning) until the next minor version. */
  deprecatedName?: string;
  /** The earlier name said the opposite (`product-eligible` became `product-ineligible`). */
  deprecatedNameNegated?: boolean;
}

export type AttributeSpec = AttributeType | AttributeRule;

/** Says what went wrong once per tag and message (attribute and value), however many elements carry it. */
const warned = new Set<string>();

export function warnOnce(tag: string, message: string): void {
  const key = `${tag} ${message}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`<${tag}> ${message}`);
}

export const ruleOf = (spec: AttributeSpec): AttributeRule => (typeof spec === 'string' ? { type: spec } : spec);

const range = ({ min, max }: AttributeRule): string =>
  min !== undefined && max !== undefined
    ? ` from ${min} to ${max}`
    : min !== undefined
      ? ` ≥ ${min}`
      : max !== undefined
        ? ` ≤ ${max}`
        : '';

/**
 * Parses an attribute value by its rule. A value the rule refuses warns (naming the tag, the attribute and
 * what is allowed) and reads as unset, so the component's default applies. An empty value is a bare boolean.
 */
export function parseAttribute(tag: string, attribute: string, rule: AttributeRule, value: string): unknown {
  const refuse = (allowed: string): undefined => {
    warnOnce(tag, `${attribute}="${value}" is not allowed (expected ${allowed}); using the default.`);
    return undefined;
  };
  switch (rule.type) {
    case 'boolean':
      return value === '' || !/^(false|no|0|off)$/i.test(value);
    case 'number': {
      const number = value.trim() === '' ? Number.NaN : Number(value);
      const inRange = (rule.min === undefined || number >= rule.min) && (rule.max === undefined || number <= rule.max);
      return Number.isNaN(number) || !inRange ? refuse(`a number${range(rule)}`) : number;
    }
    case 'json': {
      const expected = rule.items ? `a JSON list of ${rule.items}s` : rule.shape ? `a JSON ${rule.shape}` : 'JSON';
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return refuse(expected);
      }
      return hasShape(parsed, rule) ? parsed : refuse(expected);
    }
    default:
      if (rule.values && !rule.values.includes(value)) return refuse(`one of ${rule.values.join(', ')}`);
      if (rule.format === 'url' && !isWebUrl(value)) return refuse('an http(s) or relative URL');
      if (rule.format === 'selector' && !isSelector(value)) return refuse('a CSS selector');
      return value;
  }
}

function hasShape(parsed: unknown, { items, shape }: AttributeRule): boolean {
  const isList = Array.isArray(parsed);
  if (items) return isList && parsed.every((item) => typeof item === items);
  if (shape === 'list') return isList;
  if (shape === 'object') return typeof parsed === 'object' && parsed !== null && !isList;
  return true;
}

/** Relative URLs resolve against the page; only the http(s) schemes are requested or shown. */
function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value, location.href).protocol);
  } catch {
    return false;
  }
}

/** What `querySelector` would throw on (`###`, an empty value) is refused here, once, instead of in every render. */
function isSelector(value: string): boolean {
  try {
    document.createDocumentFragment().querySelector(value);
    return true;
  } catch {
    return false;
  }
}
