import { useAtomValue } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { useModuleWhen } from '../../core/hooks/use-module-when.ts';
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

/**
 * Storefront's sticky add-to-cart bar: product, current price and selection state once the product form has
 * scrolled out of view; its button goes through the form's own button, so the same rules and add flow apply.
 * Until the form is first scrolled past, only the watch on the form runs: the bar itself is a chunk of its own,
 * fetched then (README.md#before-the-code-arrives).
 */
export function StickyAddToCart(props: StickyAddToCartProps) {
  const { host } = props;
  const form = useProductForm(host, props.form);
  const realButton = form?.querySelector<HTMLButtonElement>('.single_add_to_cart_button') ?? null;
  const active = useScrolledPast(realButton ? form : null);
  const chosen = useAtomValue(chosenVariationOf(productScope(form ?? host)));
  const buttonState = useButtonState(realButton);
  const [revealed, setRevealed] = useState(false);
  if (active && !revealed) setRevealed(true);
  const bar = useModuleWhen(revealed, () => import('./sticky-add-to-cart-bar.tsx'), 'the sticky add-to-cart bar');
  const serverBar = host.querySelector<HTMLElement>(':scope > .storefront-sticky-add-to-cart');

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

  if (!form || !realButton || !bar) return null;
  return (
    <bar.StickyAddToCartBar
      {...props}
      productForm={form}
      realButton={realButton}
      chosen={chosen}
      buttonState={buttonState}
      active={active}
    />
  );
}
