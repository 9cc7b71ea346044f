import { OptionState, type Choice } from './variation-index.ts';

/**
 * One attribute `<select>` and its server-printed options, kept so that options removed as impossible can be
 * put back. Changes touch only the options whose presence, `disabled` or classes differ, so a change costs a
 * handful of DOM mutations instead of a rebuilt select.
 */
export class AttributeSelect {
  readonly name: string;
  readonly placeholder: HTMLOptionElement | null;
  readonly options: HTMLOptionElement[];
  readonly values: string[];

  constructor(readonly select: HTMLSelectElement) {
    this.name = select.dataset.attribute_name || select.name;
    const all = [...select.options];
    this.placeholder = all[0]?.value === '' ? all[0] : null;
    this.options = all.filter((option) => option !== this.placeholder);
    this.values = this.options.map((option) => option.value);
  }

  get value(): string {
    return this.select.value;
  }

  /** Applies option states: impossible options leave, inactive ones are disabled (as add-to-cart-variation.js does). */
  apply(states: readonly OptionState[], choice: Choice): void {
    const keepPlaceholder = !(choice >= 0 && this.select.dataset.show_option_none === 'no');
    let previous: HTMLOptionElement | null = null;
    const place = (option: HTMLOptionElement, wanted: boolean): void => {
      if (!wanted) {
        if (option.parentNode) option.remove();
        return;
      }
      if (option.parentNode !== this.select) this.select.insertBefore(option, previous ? previous.nextSibling : this.select.firstChild);
      previous = option;
    };
    if (this.placeholder) place(this.placeholder, keepPlaceholder);
    this.options.forEach((option, index) => {
      const state = states[index] ?? OptionState.Available;
      place(option, state !== OptionState.Impossible);
      if (state === OptionState.Impossible) return;
      const enabled = state === OptionState.Available;
      if (option.disabled === enabled) option.disabled = !enabled;
      // Swatch plugins read WooCommerce's `attached` / `enabled` option classes.
      const className = enabled ? 'attached enabled' : 'attached';
      if (option.className !== className) option.className = className;
    });
    this.choose(choice);
  }

  /** Selects the option at `choice` (-1: the placeholder) without firing `change`. */
  choose(choice: Choice): void {
    const value = choice >= 0 ? (this.values[choice] ?? '') : '';
    if (this.select.value !== value) this.select.value = value;
  }

  /** Puts every server option back as it was printed (unmount, AJAX mode). */
  restore(): void {
    const value = this.select.value;
    this.select.replaceChildren(...(this.placeholder ? [this.placeholder] : []), ...this.options);
    for (const option of this.options) {
      option.disabled = false;
      option.removeAttribute('class');
    }
    this.select.value = value;
  }
}
