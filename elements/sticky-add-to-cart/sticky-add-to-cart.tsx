import { useAtomValue } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { useSanitizedHtml } from '../../core/hooks/use-sanitized-html.ts';
import { scrollToElement } from '../../core/dom/scroll-to.ts';
import { emit } from '../../core/events/emit.ts';
import { chosenVariationOf, productScope } from '../../core/state/product-scope.ts';
import { useButtonState } from './use-button-state.ts';
import { useProductForm } from './use-product-form.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

declare global {
  interface ShopEventDetailMap {
    /** The bar slid in (the product form scrolled out of view above) or out. */
    'shop-sticky-add-to-cart-toggled': { active: boolean };
  }
}

export interface StickyAddToCartProps extends HostProps {
  /** The id of the product form; by default the `form.cart` of the enclosing `.product`. */
  form?: string;
  viewingText?: string;
  selectOptionsText?: string;
  selectionNeededText?: string;
  unavailableText?: string;
  label?: string;
}

/** The scroll offset when a selection is still needed (README.md#what-its-button-does). */
const SELECTION_SCROLL_OFFSET = -200;

/**
 * Storefront's sticky add-to-cart bar: product, current price and selection state once the product form has
 * scrolled out of view; its button goes through the form's own button, so the same rules and add flow apply.
 */
export function StickyAddToCart(props: StickyAddToCartProps) {
  const {
    host,
    viewingText = 'You’re viewing:',
    selectOptionsText = 'Select options',
    selectionNeededText = 'Choose product options',
    unavailableText = 'This combination is unavailable',
  } = props;
  const product = host.closest('.product');
  const form = useProductForm(host, props.form);
  const realButton = form?.querySelector<HTMLButtonElement>('.single_add_to_cart_button') ?? null;
  const variable = Boolean(form?.matches('.variations_form'));
  const chosen = useAtomValue(chosenVariationOf(productScope(form ?? host)));
  const buttonState = useButtonState(realButton);
  const active = useScrolledPast(realButton ? form : null);
  const serverBar = host.querySelector<HTMLElement>(':scope > .storefront-sticky-add-to-cart');
  const [title] = useState(() => product?.querySelector('.product_title')?.textContent?.trim() ?? '');

  useLayoutEffect(() => {
    // The theme's bar is the no-JavaScript fallback; this element renders the live one.
    if (!serverBar) return;
    serverBar.hidden = true;
    return () => void (serverBar.hidden = false);
  }, [serverBar]);

  useLayoutEffect(() => {
    host.toggleAttribute('active', active);
    emit(host, 'shop-sticky-add-to-cart-toggled', { active });
  }, [host, active]);

  // A chosen variation's price_html is server JSON (cleaned); the page's own price markup is trusted as is.
  const chosenPriceHtml = useSanitizedHtml(chosen?.priceHtml ?? '');
  if (!form || !realButton) return null;
  const image = chosen?.image?.src ?? product?.querySelector<HTMLImageElement>('.wp-post-image')?.getAttribute('src');
  const priceHtml = chosen?.priceHtml ? chosenPriceHtml : visibleMarkup(product?.querySelector('.summary .price, .price'));
  const selection = !variable
    ? ''
    : buttonState === 'selection-needed'
      ? selectionNeededText
      : buttonState === 'unavailable'
        ? unavailableText
        : [...form.querySelectorAll<HTMLSelectElement>('.variations select')].map((s) => s.selectedOptions[0]?.text ?? '').join(', ');

  const onClick = (): void => {
    if (buttonState === 'selection-needed') {
      // Nothing to add yet: take the shopper to the options instead of only saying so.
      void scrollToElement(form, { offset: SELECTION_SCROLL_OFFSET });
      const empty = [...form.querySelectorAll<HTMLSelectElement>('.variations select')].find((s) => !s.value);
      empty?.focus({ preventScroll: true });
      return;
    }
    realButton.click();
  };

  // Class names of its own, so that the theme's rules for its own bar (Storefront's waits above the window,
  // moved by its script) never apply; the button alone takes WooCommerce's `button alt`, to look like the
  // theme's add-to-cart buttons. 'Select options' is not a disabled state: the button takes the shopper there.
  return (
    <section className="shop-sticky-add-to-cart__bar" aria-label={props.label ?? `Add ${title} to cart`} hidden={!active}>
      <div className="shop-sticky-add-to-cart__content">
        {image && <img src={image} alt="" className="shop-sticky-add-to-cart__image" width={48} height={48} />}
        <div className="shop-sticky-add-to-cart__product">
          <span className="shop-sticky-add-to-cart__title">
            {viewingText} <strong>{title}</strong>
          </span>
          <span className="shop-sticky-add-to-cart__price" dangerouslySetInnerHTML={{ __html: priceHtml }} />
          {selection && <span className="shop-sticky-add-to-cart__selection">{selection}</span>}
        </div>
        <button
          type="button"
          className="shop-sticky-add-to-cart__button button alt"
          aria-disabled={buttonState === 'unavailable' ? 'true' : undefined}
          onClick={onClick}
        >
          {buttonState === 'selection-needed' ? selectOptionsText : realButton.textContent?.trim()}
        </button>
      </div>
    </section>
  );
}

/** The page's own price markup, copied without what is not shown (scripts and styles). */
function visibleMarkup(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('script, style').forEach((node) => node.remove());
  return copy.innerHTML;
}
