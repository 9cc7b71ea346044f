import { useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { startCartFragments } from '../../core/cart/fragment-refresh.ts';
import { ListingButton } from './listing-button.tsx';
import { ProductForm } from './product-form.tsx';

export interface AddToCartProps extends HostProps {
  /** Overrides `wc_add_to_cart_params.cart_redirect_after_add` ("yes" sends the shopper to the cart). */
  redirectAfterAdd?: boolean;
  /** Overrides `wc_add_to_cart_params.cart_url`. */
  cartUrl?: string;
  /** Overrides `wc_add_to_cart_params.i18n_view_cart`. */
  viewCartText?: string;
  /** Overrides `wc_add_to_cart_params.is_cart`: no "View cart" link on the cart page. */
  isCart?: boolean;
  /** Spoken after an add when the button has no `data-success_message`; `%s` is the product name. */
  successMessage?: string;
  /** The sku for analytics when the markup has none; the product id is used when neither exists. */
  sku?: string;
}

export const LISTING_BUTTON = 'a.add_to_cart_button, button.add_to_cart_button';
export const PRODUCT_FORM = 'form.cart';

/** Adds to cart without a page load from a listing button or from the single-product form it wraps. */
function AddToCartTarget(props: AddToCartProps) {
  const { host } = props;
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setTarget(host.querySelector<HTMLElement>(`${PRODUCT_FORM}, ${LISTING_BUTTON}`));
    return startCartFragments();
  }, [host]);
  if (target instanceof HTMLFormElement) return <ProductForm {...props} form={target} />;
  if (target) return <ListingButton {...props} button={target} />;
  return null;
}

/** Inside another `<shop-add-to-cart>` it does nothing, so one click is never added twice. */
export const AddToCart = outermostOnly(AddToCartTarget);
