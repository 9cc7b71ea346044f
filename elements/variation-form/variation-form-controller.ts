import { listen } from '../../core/dom/listen.ts';
import { announce } from '../../core/dom/announcer.ts';
import { blockElement } from '../../core/dom/block-overlay.ts';
import { blockedReason, setButtonState } from '../../core/dom/variation-button-state.ts';
import { emit } from '../../core/events/emit.ts';
import { legacyWrap, onLegacy, triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { LatestRequest } from '../../core/http/latest-request.ts';
import { isAbort, RequestError } from '../../core/http/request-errors.ts';
import type { ChosenVariation } from '../../core/state/product-atoms.ts';
import type { ProductScope } from '../../core/state/product-scope.ts';
import { store } from '../../core/state/store.ts';
import { AttributeSelect } from './attribute-select.ts';
import { GalleryRefresh } from './gallery-refresh.ts';
import { loadDisplay, loadedDisplay } from './load-display.ts';
import type { VariationDisplay } from './variation-display.ts';
import { resolveChoices, VariationIndex, type IndexedVariation } from './variation-index.ts';
import { withCurrentImageKeys } from './variation-image-keys.ts';
import { variationLookupUrl } from './variation-params.ts';
import type { VariationTexts } from './variation-texts.ts';
import { isPurchasable, readEmbeddedVariations, type Variation } from './variation-types.ts';

export interface ControllerOptions {
  /** The product the form belongs to, where the chosen variation is published; null for a form outside any. */
  scope: ProductScope | null;
  /** Milliseconds a `get_variation` lookup may take; the HTTP client's default when unset. */
  lookupTimeout?: number;
  texts: () => VariationTexts;
  /** The full list for local option filtering when the form has to look variations up (above the threshold). */
  loadAvailability?: (selects: readonly AttributeSelect[], signal: AbortSignal) => Promise<IndexedVariation[] | null>;
}

/** The initial check runs 100 ms after load, as WooCommerce's does. */
const INITIAL_CHECK_DELAY = 100;

/** What tells that the shopper is about to choose, so the display's chunk is fetched before the choice. */
const INTENT = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * WooCommerce's `VariationForm` (add-to-cart-variation.js) for one `form.variations_form`, with the same DOM
 * results and legacy events in the order a listener on the form or body sees them, but with an index instead
 * of repeated passes and no cascade of `change` events.
 */
export class VariationFormController {
  private readonly selects: AttributeSelect[];
  private readonly refresh: GalleryRefresh;
  private readonly panelElement: HTMLElement | null;
  /** The panel, image and meta, once their chunk has arrived (null if it could not be loaded). */
  private display: VariationDisplay | null | undefined;
  /** Numbers the variations to show, so one shown once the display arrives is still the newest. */
  private showing = 0;
  private readonly lookups = new LatestRequest();
  private readonly availability = new LatestRequest();
  private readonly cleanups: Array<() => void> = [];
  private embedded: Variation[] | null = null;
  private index: VariationIndex | null = null;
  private notice: HTMLElement | null = null;
  private unblock: (() => void) | undefined;
  /** Numbers lookups, so only the newest one unblocks the form. */
  private lookupGeneration = 0;
  /** True until the initial check: no "no match" notice yet (step 2). */
  private loading = true;
  /** While set, nothing is announced: no legacy or native events (the check made as the element upgrades). */
  private silent = false;
  /** While set, our select listener ignores the `change` events we dispatch ourselves. */
  private dispatchingChange = false;
  /** The legacy event we are triggering, so our own listener for it does not run the check again. */
  private triggering: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: HTMLElement,
    private readonly form: HTMLFormElement,
    private readonly options: ControllerOptions,
  ) {
    this.selects = [...form.querySelectorAll<HTMLSelectElement>('.variations select')].map((s) => new AttributeSelect(s));
    this.refresh = new GalleryRefresh(form, form.closest('.product'));
    this.panelElement = form.querySelector<HTMLElement>('.single_variation');
  }

  get variationData(): Variation[] | false {
    return this.embedded ?? false;
  }

  get useAjax(): boolean {
    return this.embedded === null;
  }

  /**
   * Enhances the form. Should any step throw, everything attached so far is undone before the error goes on to
   * the element's error boundary: a half-started form would keep listeners that block its own server post.
   */
  start(): void {
    try {
      this.attach();
    } catch (error) {
      this.destroy();
      throw error;
    }
  }

  private attach(): void {
    this.listen(this.form, 'change', (event) => this.onSelectChange(event));
    this.listen(this.form, 'click', (event) => this.onResetClick(event));
    this.listen(this.host, 'click', (event) => this.onButtonClick(event), true);
    for (const type of INTENT) this.listen(this.form, type, () => void loadDisplay());
    this.cleanups.push(
      onLegacy('check_variations', () => this.triggering === 'check_variations' || this.check({ notify: true }), this.form),
      onLegacy('reload_product_variations', () => this.reload(), this.form),
    );
    const wrap = this.form.querySelector<HTMLElement>('.single_variation_wrap');
    if (wrap) wrap.style.display = '';
    this.load();
    // The form is usable at once; the legacy initial check and `wc_variation_form` keep their 100 ms.
    this.quietly(() => this.check({ notify: false }));
    this.timer = setTimeout(() => {
      this.check({ notify: true });
      this.trigger('wc_variation_form', [this.legacyInstance()]);
      this.loading = false;
    }, INITIAL_CHECK_DELAY);
    void this.loadAvailability();
  }

  destroy(): void {
    clearTimeout(this.timer);
    this.showing++;
    this.refresh.cancel();
    this.availability.abort();
    this.cancelLookup();
    this.cleanups.splice(0).forEach((cleanup) => cleanup());
    for (const select of this.selects) select.restore();
    this.notice?.remove();
    this.publish(null);
  }

  /** `reload_product_variations`: the server data changed (a quick view, a plugin); read it again. */
  reload(): void {
    this.load();
    this.check({ notify: true });
    void this.loadAvailability();
  }

  private load(): void {
    this.embedded = readEmbeddedVariations(this.form);
    this.index = this.embedded ? new VariationIndex(this.selects, this.embedded) : null;
  }

  private async loadAvailability(): Promise<void> {
    const { loadAvailability } = this.options;
    if (!this.useAjax || !loadAvailability) return;
    // Without the list the form still works: the server is asked once every select has a value.
    const list = await this.availability.run((signal) => loadAvailability(this.selects, signal)).catch(() => null);
    if (!list || !this.useAjax) return;
    this.index = new VariationIndex(this.selects, list);
    this.quietly(() => this.filterOptions());
  }

  private get chosen(): Record<string, string> {
    return Object.fromEntries(this.selects.map((select) => [select.name, select.value]));
  }

  private onSelectChange(event: Event): void {
    if (this.dispatchingChange || !this.selects.some(({ select }) => select === event.target)) return;
    this.selectionChanged();
  }

  /** Step 3: a select changed. */
  private selectionChanged(): void {
    this.setVariationId('');
    this.trigger('clear_reset_announcement');
    this.clearResetAlert();
    this.removeNotice();
    if (!this.useAjax) this.trigger('woocommerce_variation_select_change');
    this.check({ notify: true });
    this.trigger('woocommerce_variation_has_changed');
    this.notify('shop-variation-form-changed', { attributes: this.chosen });
  }

  /** Step 4 (`check_variations`): filter the options, then find the variation or reset. */
  private check({ notify }: { notify: boolean }): void {
    const filtered = this.filterOptions();
    const chosen = this.chosen;
    const chosenCount = Object.values(chosen).filter(Boolean).length;
    const complete = chosenCount === this.selects.length;
    // WooCommerce announces the option update whenever it ran one, and before every reset.
    if (filtered || !complete) this.trigger('update_variation_values');
    if (!complete) {
      this.cancelLookup();
      this.resetData();
    } else if (this.embedded) {
      const index = this.index!;
      const found = this.embedded[index.find(this.selects.map((select, a) => index.choiceOf(a, select.value)))];
      if (found) this.found(found);
      else this.noMatch();
    } else if (notify) {
      void this.lookup(chosen);
    }
    this.toggleResetLink(chosenCount > 0);
    this.trigger('check_variations');
  }

  /**
   * Step 6, with the cascade of invalid values resolved before the DOM is touched once. Returns false when there
   * is nothing to filter with (above the AJAX threshold without the full list).
   */
  private filterOptions(): boolean {
    const index = this.index;
    if (!index) return false;
    const choices = this.selects.map((select, a) => index.choiceOf(a, select.value));
    const { choices: resolved, states, cleared } = resolveChoices(index, choices);
    this.selects.forEach((select, a) => select.apply(states[a]!, resolved[a]!));
    // Listeners of the select still hear that a value they saw was dropped, but the pipeline does not rerun.
    this.dispatchChanges(cleared.map((a) => this.selects[a]!.select));
    this.trigger('woocommerce_update_variation_values');
    return true;
  }

  private async lookup(attributes: Record<string, string>): Promise<void> {
    const generation = ++this.lookupGeneration;
    this.unblock ??= blockElement(this.form);
    try {
      const { productId } = this;
      const { lookupTimeout: timeout } = this.options;
      // Only a form above the AJAX threshold asks the server: the lookup is a chunk of its own, fetched with the first.
      const variation = await this.lookups.run(async (signal) =>
        (await import('./variation-lookup.ts')).lookupVariation(attributes, {
          url: variationLookupUrl(),
          productId,
          customData: this.customData(),
          signal,
          timeout,
        }),
      );
      if (variation) this.found(variation);
      else this.noMatch();
    } catch (error) {
      if (isAbort(error)) return;
      this.resetData();
      this.showNotice(error instanceof RequestError ? error.message : String(error), 'woocommerce-error');
    } finally {
      if (generation === this.lookupGeneration) this.releaseForm();
    }
  }

  private cancelLookup(): void {
    this.lookupGeneration++;
    this.lookups.abort();
    this.releaseForm();
  }

  private releaseForm(): void {
    this.unblock?.();
    this.unblock = undefined;
  }

  /**
   * The display when its chunk has arrived (made at once when another form of the page fetched it), null when it
   * could not be loaded, undefined while it has not arrived.
   */
  private arrivedDisplay(): VariationDisplay | null | undefined {
    const module = loadedDisplay();
    if (module === undefined) return undefined;
    this.display ??=
      module &&
      new module.VariationDisplay(
        this.form,
        this.panelElement,
        this.refresh,
        this.options.scope?.productId,
        () => this.options.texts().unavailable,
      );
    return this.display;
  }

  /**
   * Step 7 (`found_variation`): at once when the display is here, else once it arrives, unless the selection has
   * moved on meanwhile (as WooCommerce drops a lookup a newer one replaces). Its events then come after the
   * check's, and as quietly as the check that found it.
   */
  private found(variation: Variation): void {
    const turn = ++this.showing;
    const display = this.arrivedDisplay();
    if (display !== undefined) return this.show(variation, display);
    const silent = this.silent;
    void loadDisplay().then(() => {
      if (turn !== this.showing) return;
      const show = () => this.show(variation, this.arrivedDisplay() ?? null);
      if (silent) this.quietly(show);
      else show();
    });
  }

  private show(found: Variation, display: VariationDisplay | null): void {
    const variation = withCurrentImageKeys(found);
    display?.show(variation);
    this.setVariationId(String(variation.variation_id));
    display?.fit(variation);
    const purchasable = isPurchasable(variation);
    setButtonState(this.form, purchasable ? 'enabled' : 'unavailable');
    this.publish({
      variationId: variation.variation_id,
      attributes: { ...variation.attributes, ...this.chosen },
      displayPrice: variation.display_price,
      priceHtml: variation.price_html ?? '',
      image: variation.image?.src ? variation.image : null,
      purchasable,
    });
    this.trigger('show_variation', [variation, purchasable], this.panelElement ?? this.form);
    this.notify('shop-variation-form-shown', { variation, purchasable });
    this.trigger('found_variation', [variation]);
    this.notify('shop-variation-form-found', { variation });
  }

  private noMatch(): void {
    this.resetData();
    if (!this.loading) this.showNotice(this.options.texts().noMatching, 'woocommerce-info');
    this.notify('shop-variation-form-not-found', { attributes: this.chosen });
  }

  /** Step 9 (`reset_data`). */
  private resetData(): void {
    this.showing++;
    // A third party's `check_variations` can reach here without a select change clearing the id first.
    if (Number(this.variationIdInput?.value)) this.setVariationId('');
    // Without the display nothing was shown, but the gallery is asked to re-measure as after every reset.
    const display = this.arrivedDisplay();
    if (display) display.reset();
    else this.refresh.schedule(null);
    this.trigger('reset_image');
    setButtonState(this.form, 'selection-needed');
    this.publish(null);
    this.trigger('hide_variation', [], this.panelElement ?? this.form);
    this.notify('shop-variation-form-hidden', {});
    this.trigger('reset_data');
  }

  /** Step 10: the Clear button. */
  private onResetClick(event: Event): void {
    const reset = (event.target as Element | null)?.closest('.reset_variations');
    if (!reset || !this.form.contains(reset)) return;
    event.preventDefault();
    for (const { select } of this.selects) select.value = '';
    this.dispatchChanges(this.selects.map(({ select }) => select));
    this.selectionChanged();
    const text = this.options.texts().resetAlert;
    const alertRegion = this.form.querySelector('.reset_variations_alert');
    if (alertRegion) alertRegion.textContent = text;
    else void announce(text);
    this.trigger('announce_reset');
    this.resetData();
    this.selects[0]?.select.focus();
    this.trigger('reset_focus');
    this.notify('shop-variation-form-reset', {});
  }

  /** Step 8: a click on the disabled button explains why instead of submitting. */
  private onButtonClick(event: Event): void {
    const button = (event.target as Element | null)?.closest('.single_add_to_cart_button');
    if (!button || !this.form.contains(button)) return;
    const reason = blockedReason(button);
    if (!reason) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const texts = this.options.texts();
    window.alert(reason === 'unavailable' ? texts.unavailable : texts.makeSelection);
  }

  private toggleResetLink(visible: boolean): void {
    for (const link of this.form.querySelectorAll<HTMLElement>('.reset_variations')) {
      const visibility = visible ? 'visible' : 'hidden';
      if (link.style.visibility !== visibility) link.style.visibility = visibility;
      if (visible && link.style.display !== 'inline-block') link.style.display = 'inline-block';
    }
  }

  private clearResetAlert(): void {
    const alertRegion = this.form.querySelector('.reset_variations_alert');
    if (alertRegion?.textContent) alertRegion.textContent = '';
  }

  private showNotice(text: string, kind: 'woocommerce-info' | 'woocommerce-error'): void {
    this.removeNotice();
    const notice = document.createElement('div');
    notice.setAttribute('role', 'alert');
    const paragraph = document.createElement('p');
    paragraph.className = `wc-no-matching-variations ${kind}`;
    paragraph.textContent = text;
    notice.append(paragraph);
    (this.panelElement ?? this.form.querySelector('.variations'))?.after(notice);
    this.notice = notice;
  }

  private removeNotice(): void {
    this.notice?.remove();
    this.notice = null;
    this.form.querySelector('.wc-no-matching-variations')?.parentElement?.remove();
  }

  private get variationIdInput(): HTMLInputElement | null {
    return this.form.querySelector<HTMLInputElement>('input.variation_id, input[name="variation_id"]');
  }

  private setVariationId(id: string): void {
    const input = this.variationIdInput;
    if (!input) return;
    input.value = id;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }

  private customData(): string {
    const data = legacyData(this.form, 'custom_data');
    return data === undefined || data === null ? '' : String(data);
  }

  private trigger(name: string, args: unknown[] = [], target: EventTarget = this.form): void {
    if (this.silent) return;
    const outer = this.triggering;
    this.triggering = name;
    try {
      triggerLegacy(name, args, target);
    } finally {
      this.triggering = outer;
    }
  }

  private notify<K extends keyof ShopEventDetailMap>(type: K, detail: ShopEventDetailMap[K]): void {
    if (!this.silent) emit(this.host, type, detail);
  }

  private quietly(work: () => void): void {
    const was = this.silent;
    this.silent = true;
    try {
      work();
    } finally {
      this.silent = was;
    }
  }

  private dispatchChanges(selects: HTMLSelectElement[]): void {
    this.dispatchingChange = true;
    try {
      for (const select of selects) select.dispatchEvent(new Event('change', { bubbles: true }));
    } finally {
      this.dispatchingChange = false;
    }
  }

  private listen(target: EventTarget, type: string, handler: (event: Event) => void, capture = false): void {
    this.cleanups.push(listen(target, type, handler, capture));
  }

  /** The form's product as WooCommerce sends it with a lookup; 0 when the form names none. */
  private get productId(): number {
    return this.options.scope?.productId ?? 0;
  }

  /** Tells the product's other elements (gallery, add-ons, instalments, sticky bar) what is chosen. */
  private publish(chosen: ChosenVariation | null): void {
    if (this.options.scope) store.set(this.options.scope.chosenVariation, chosen);
  }

  /** The `self` argument of `wc_variation_form`, with the fields plugins read from WooCommerce's instance. */
  private legacyInstance(): Record<string, unknown> {
    return {
      $form: legacyWrap(this.form),
      $attributeFields: this.selects.map(({ select }) => legacyWrap(select)),
      $singleVariation: this.panelElement && legacyWrap(this.panelElement),
      variationData: this.variationData,
      useAjax: this.useAjax,
      productId: this.productId,
    };
  }
}

/** A value a plugin stored with `jQuery.data()` (WooCommerce reads `custom_data` that way). */
function legacyData(element: Element, key: string): unknown {
  const jquery = window.jQuery as unknown as ((el: Element) => { data(key: string): unknown }) | undefined;
  return jquery?.(element).data(key) ?? element.getAttribute(`data-${key}`) ?? undefined;
}
