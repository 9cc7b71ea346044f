// Keeps React and the core this chunk uses in the one shared chunk (see core/shared-chunk.ts), not a chunk of their own.
import '../../core/shared-later-chunk.ts';
import { useState } from 'react';
import { useSanitizedHtml } from '../../core/hooks/use-sanitized-html.ts';
import { scrollToElement } from '../../core/dom/scroll-to.ts';
import type { ButtonState } from '../../core/dom/variation-button-state.ts';
import type { ChosenVariation } from '../../core/state/product-atoms.ts';
import type { StickyAddToCartProps } from './sticky-add-to-cart.tsx';

/**
 * What the element follows from the start, handed down: the bar's chunk imports only what every element shares,
 * so nothing of the product group is split into a further chunk of its own.
 */
interface StickyAddToCartBarProps extends StickyAddToCartProps {
  productForm: HTMLFormElement;
  realButton: HTMLButtonElement;
  chosen: ChosenVariation | null;
  buttonState: ButtonState;
  /** The form is scrolled past: the bar is shown. */
  active: boolean;
}

/** The scroll offset when a selection is still needed (README.md#what-its-button-does). */
const SELECTION_SCROLL_OFFSET = -200;

/** The bar itself, fetched the first time the product form is scrolled past. */
export function StickyAddToCartBar(props: StickyAddToCartBarProps) {
  const {
    host,
    productForm: form,
    realButton,
    chosen,
    buttonState,
    active,
    viewingText = 'You’re viewing:',
    selectOptionsText = 'Select options',
    selectionNeededText = 'Choose product options',
    unavailableText = 'This combination is unavailable',
  } = props;
  // The followed form's product: Storefront prints its bar after the footer, outside the product.
  const product = form.closest('.product') ?? host.closest('.product');
  const variable = form.matches('.variations_form');
  const [title] = useState(() => product?.querySelector('.product_title')?.textContent?.trim() ?? '');

  // A chosen variation's price_html is server JSON (cleaned); the page's own price markup is trusted as is.
  const chosenPriceHtml = useSanitizedHtml(chosen?.priceHtml ?? '');
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
