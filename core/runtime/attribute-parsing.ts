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
      const expected = rule.items ? `a JSON list of ${rule.items}s` : 'JSON';
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return refuse(expected);
      }
      const isList = Array.isArray(parsed) && parsed.every((item) => typeof item === rule.items);
      return rule.items && !isList ? refuse(expected) : parsed;
    }
    default:
      return rule.values && !rule.values.includes(value) ? refuse(`one of ${rule.values.join(', ')}`) : value;
  }
}
