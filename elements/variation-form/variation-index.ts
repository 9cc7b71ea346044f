import { canonicalValue } from './attribute-value.ts';

/** One attribute select: its `data-attribute_name` and its option values in order, placeholder excluded. */
export interface AttributeSpec {
  name: string;
  values: string[];
}

/** What the index needs of a variation; the full variation object or a Store API stub both fit. */
export interface IndexedVariation {
  attributes: Record<string, string>;
  variation_is_active?: boolean;
}

/** Whether a value from the server can be indexed: an object whose `attributes` map names to strings. */
export function isIndexedVariation(value: unknown): value is IndexedVariation {
  if (typeof value !== 'object' || value === null) return false;
  const { attributes } = value as { attributes?: unknown };
  return (
    typeof attributes === 'object' &&
    attributes !== null &&
    !Array.isArray(attributes) &&
    Object.values(attributes).every((attribute) => typeof attribute === 'string')
  );
}

/** An option's state under the other selections. */
export const OptionState = {
  /** No variation has this value with the other choices: WooCommerce removes the option. */
  Impossible: 0,
  /** Such variations exist but none is active: the option is disabled. */
  Inactive: 1,
  Available: 2,
} as const;
export type OptionState = (typeof OptionState)[keyof typeof OptionState];

/** An index into `AttributeSpec.values`, or -1 for "nothing chosen". */
export type Choice = number;

type Bits = Uint32Array;

/**
 * Variations indexed as bit sets: for every attribute option, the set of variations that have that value;
 * per attribute, the set of variations that accept any value. Matching and option filtering become a few
 * word-wide ANDs instead of a pass over every variation per select (WooCommerce's attributes² × variations).
 */
export class VariationIndex {
  private readonly words: number;
  private readonly all: Bits;
  private readonly active: Bits;
  private readonly byOption: Bits[][];
  private readonly anyValue: Bits[];
  private readonly positions: Array<Map<string, number>>;

  constructor(
    readonly attributes: readonly AttributeSpec[],
    variations: readonly IndexedVariation[],
  ) {
    this.words = Math.ceil(variations.length / 32) || 1;
    this.all = this.bits();
    this.active = this.bits();
    this.positions = attributes.map((attribute) => {
      const positions = new Map<string, number>();
      attribute.values.forEach((value, index) => {
        const key = canonicalValue(value);
        if (!positions.has(key)) positions.set(key, index);
      });
      return positions;
    });
    this.byOption = attributes.map((attribute) => attribute.values.map(() => this.bits()));
    this.anyValue = attributes.map(() => this.bits());
    variations.forEach((variation, index) => {
      const word = index >>> 5;
      const bit = 1 << (index & 31);
      this.all[word]! |= bit;
      if (variation.variation_is_active !== false) this.active[word]! |= bit;
      attributes.forEach((attribute, a) => {
        // A variation without the key (#44830) accepts any value, like a stored ''.
        const value = variation.attributes[attribute.name] ?? '';
        if (value === '') {
          this.anyValue[a]![word]! |= bit;
          return;
        }
        const option = this.positions[a]!.get(canonicalValue(value));
        // A value no option carries can never be chosen, so it joins no set.
        if (option !== undefined) this.byOption[a]![option]![word]! |= bit;
      });
    });
  }

  /** The option position of a select value, or -1 for '' and for values the select does not offer. */
  choiceOf(attribute: number, value: string): Choice {
    if (value === '') return -1;
    return this.positions[attribute]?.get(canonicalValue(value)) ?? -1;
  }

  /**
   * The position of the first variation, in the server's order, matching every chosen value (WooCommerce takes
   * the first), or -1.
   */
  find(choices: readonly Choice[]): number {
    const matching = this.matchingExcept(choices, -1);
    for (let word = 0; word < this.words; word++) {
      const value = matching[word]!;
      if (value !== 0) return word * 32 + (31 - Math.clz32(value & -value));
    }
    return -1;
  }

  /** For each attribute, the state of each of its options given the choices made in the other attributes. */
  optionStates(choices: readonly Choice[]): OptionState[][] {
    return this.attributes.map((attribute, a) => {
      const others = this.matchingExcept(choices, a);
      const anyState = this.stateOf(others, this.anyValue[a]!);
      return attribute.values.map((_, option) =>
        anyState === OptionState.Available
          ? anyState
          : (Math.max(anyState, this.stateOf(others, this.byOption[a]![option]!)) as OptionState),
      );
    });
  }

  /** The variations compatible with every choice except the one in attribute `skip`. */
  private matchingExcept(choices: readonly Choice[], skip: number): Bits {
    const result = this.all.slice();
    choices.forEach((choice, a) => {
      if (a === skip || choice < 0) return;
      const values = this.byOption[a]![choice]!;
      const any = this.anyValue[a]!;
      for (let word = 0; word < this.words; word++) result[word]! &= values[word]! | any[word]!;
    });
    return result;
  }

  private stateOf(candidates: Bits, withValue: Bits): OptionState {
    let state: OptionState = OptionState.Impossible;
    for (let word = 0; word < this.words; word++) {
      const both = candidates[word]! & withValue[word]!;
      if (both === 0) continue;
      if ((both & this.active[word]!) !== 0) return OptionState.Available;
      state = OptionState.Inactive;
    }
    return state;
  }

  private bits(): Bits {
    return new Uint32Array(this.words);
  }
}

/**
 * Option states after dropping choices the others made impossible or inactive. WooCommerce clears such a value
 * and fires `change`, re-running everything recursively; here the first invalid choice is cleared and the
 * states recomputed until stable, at most once per attribute, with no DOM work in between.
 */
export function resolveChoices(
  index: VariationIndex,
  choices: readonly Choice[],
): { choices: Choice[]; states: OptionState[][]; cleared: number[] } {
  const current = [...choices];
  const cleared: number[] = [];
  for (;;) {
    const states = index.optionStates(current);
    const invalid = current.findIndex((choice, a) => choice >= 0 && states[a]![choice] !== OptionState.Available);
    if (invalid < 0) return { choices: current, states, cleared };
    current[invalid] = -1;
    cleared.push(invalid);
  }
}
