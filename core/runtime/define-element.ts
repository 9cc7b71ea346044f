import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { entryFor, sharedRootRenderer } from './shared-root.tsx';
import { parseAttribute, ruleOf, warnOnce, type AttributeRule, type AttributeSpec } from './attribute-parsing.ts';
import { focusedInside, keepFocus } from './keep-focus.ts';
import type { HostProps } from './portal-entry.ts';
import { R2WC_CONNECTED as CONNECTED, R2WC_PROPS as PROPS, R2WC_RENDER as RENDER, type R2wcInternals } from './framework-internals.ts';

export type { HostProps } from './portal-entry.ts';

export type { AttributeRule, AttributeSpec, AttributeType } from './attribute-parsing.ts';

/** Maps each camelCase prop to how its dashed attribute is parsed and checked. */
export type PropTypes<Props> = { [K in Exclude<keyof Props, keyof HostProps>]-?: AttributeSpec };

export interface ShopElement extends HTMLElement {
  /** Resolves after React has committed this element's pending render and run its effects. */
  readonly updateComplete: Promise<void>;
  /** Whether React has committed this element's first render and run its effects: its listeners are on. */
  readonly hasUpdated: boolean;
}

// r2wc's state (framework-internals.ts) lets the subclass fix its attribute gaps.
const dashed = (prop: string): string => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Defines `<tag>` from a React component rendered into the page's shared root. Idempotent: page builders
 * re-insert scripts, so a second call returns the class already registered. The JSDoc on each element's
 * `defineElement` call is its public contract (see core/build/); what is declared below applies to every element.
 *
 * @attr {'eager' | 'visible' | 'idle' | 'interaction'} loading - when the element's code is fetched: at once, near the viewport, once the page is idle, or on the shopper's first interaction with it (default the tag's own strategy, see the README)
 * @fires {CustomEvent<{ error: unknown; tag: string }>} shop-element-failed - the element's render threw; its server markup is kept and it gets `data-state="error"`
 */
export function defineElement<Props extends HostProps>(
  tag: string,
  Component: ComponentType<Props>,
  propTypes: PropTypes<Props>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;

  const rules = Object.fromEntries(Object.entries(propTypes as Record<string, AttributeSpec>).map(([prop, spec]) => [prop, ruleOf(spec)]));
  const readers = attributeReaders(rules);
  // r2wc sees every prop as a string: the subclass parses each attribute itself, once, and r2wc's own JSON.parse
  // would throw out of the constructor on a malformed value, so the element would never start.
  const asStrings = Object.fromEntries(Object.keys(rules).map((prop) => [prop, 'string' as const]));
  const Base = r2wc(Component as ComponentType<object>, { props: asStrings }, sharedRootRenderer) as unknown as {
    new (): HTMLElement & R2wcInternals;
  };

  class Element extends Base implements ShopElement {
    static get observedAttributes(): string[] {
      return [...readers.keys()];
    }

    constructor() {
      super();
      // r2wc starts out "connected", which would mount an element created but never inserted.
      this[CONNECTED] = this.isConnected;
      // r2wc skips empty attribute values, so `<x open>` would read as unset.
      for (const [attribute, reader] of readers) {
        const value = this.getAttribute(attribute);
        if (value !== null && !this.overridden(reader)) this.read(attribute, reader, value);
      }
    }

    override connectedCallback(): void {
      const focused = focusedInside(this);
      super.connectedCallback();
      if (focused) void keepFocus(this, focused, this.updateComplete);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      const reader = readers.get(name);
      if (!reader || this.overridden(reader)) return;
      const earlierName = reader.deprecated ? null : reader.rule.deprecatedName;
      const earlierValue = earlierName ? this.getAttribute(earlierName) : null;
      if (value === null && earlierValue !== null) {
        // The current name is gone: the deprecated one, still on the element, applies again.
        this.read(earlierName!, readers.get(earlierName!)!, earlierValue);
      } else if (value === null) {
        // r2wc leaves the stale value on removal; removing an attribute restores the component default.
        delete this[PROPS][reader.prop];
      } else {
        this.read(name, reader, value);
      }
      if (oldValue !== value) this[RENDER]();
    }

    /** A deprecated name is ignored while the current name is present. */
    private overridden({ prop, deprecated }: AttributeReader): boolean {
      return deprecated && this.hasAttribute(dashed(prop));
    }

    private read(attribute: string, { prop, rule, deprecated, negated }: AttributeReader, value: string): void {
      if (deprecated) warnOnce(tag, `${attribute} is deprecated: use ${dashed(prop)}${negated ? ' (the opposite)' : ''}.`);
      const parsed = parseAttribute(tag, attribute, rule, value);
      this[PROPS][prop] = negated ? !parsed : parsed;
    }

    get updateComplete(): Promise<void> {
      return settle(this);
    }

    get hasUpdated(): boolean {
      return entryFor(this)?.hasCommitted ?? false;
    }
  }

  // A JSON prop set from script is reflected as JSON (r2wc, seeing a string prop, would write `${value}`).
  for (const [prop, { type }] of Object.entries(rules)) {
    if (type !== 'json') continue;
    Object.defineProperty(Element.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return this[PROPS][prop];
      },
      set(this: Element, value: unknown) {
        if (value === undefined || value === null) this.removeAttribute(dashed(prop));
        else this.setAttribute(dashed(prop), JSON.stringify(value));
      },
    });
  }

  customElements.define(tag, Element);
  return Element;
}

interface AttributeReader {
  prop: string;
  rule: AttributeRule;
  deprecated: boolean;
  negated: boolean;
}

/** Every attribute the element reads, current and deprecated names, with the prop it sets. */
function attributeReaders(rules: Record<string, AttributeRule>): Map<string, AttributeReader> {
  const readers = new Map<string, AttributeReader>();
  for (const [prop, rule] of Object.entries(rules)) {
    readers.set(dashed(prop), { prop, rule, deprecated: false, negated: false });
    if (rule.deprecatedName)
      readers.set(rule.deprecatedName, { prop, rule, deprecated: true, negated: Boolean(rule.deprecatedNameNegated) });
  }
  return readers;
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits for the element's own pending commit, then lets React flush the work that commit scheduled. */
async function settle(host: HTMLElement): Promise<void> {
  for (let round = 0; round < 3; round++) {
    const entry = entryFor(host);
    if (!entry) return;
    await entry.whenCommitted();
    await nextTask();
  }
}
