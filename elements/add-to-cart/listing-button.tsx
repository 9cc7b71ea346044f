import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { buttonData, first } from '../../core/cart/request-data.ts';
import { followableUrl, navigate } from '../../core/dom/navigate.ts';
import { legacyWrap, triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import type { AddToCartProps } from './add-to-cart.tsx';
import { ADD_REFUSED, addToCartSettings } from './add-to-cart-settings.ts';
import { usePending } from './use-pending.ts';
import { addViewCartLink } from './view-cart-link.ts';

/**
 * A listing's `a.add_to_cart_button.ajax_add_to_cart` (add-to-cart.js): every data attribute is posted,
 * the button goes `loading` then `added`, a "View cart" link follows it, and failures are said next to it.
 * Buttons without the ajax class or a product id (variable products' "Select options") stay plain links.
 */
export function ListingButton(props: AddToCartProps & { button: HTMLElement }) {
  const { button, host } = props;
  // Each failure gets its own alert, so a repeated failure is shown (and announced) again.
  const [failure, setFailure] = useState<{ message: string; id: number } | null>(null);
  const failures = useRef(0);
  const fail = (message: string): void => setFailure({ message, id: ++failures.current });
  const { track } = usePending(button);
  const addedLinks = useRef<HTMLAnchorElement[]>([]);
  const feedback = useMountPoint(button, 'afterend', 'shop-add-to-cart__feedback');

  useEffect(() => () => addedLinks.current.forEach((link) => link.remove()), []);

  useDomEvent(button, 'click', (event: MouseEvent) => {
    if (!button.classList.contains('ajax_add_to_cart') || button.classList.contains('wc-interactive')) return;
    const data = buttonData(button);
    const productId = first(data['product_id']);
    if (!productId) return;
    event.preventDefault();
    button.classList.remove('added');
    const settings = addToCartSettings(props);
    const add = async () => {
      const { addToCart, sendAjaxAdd } = await import('../../core/cart/add-path.ts');
      return addToCart({
        button,
        host,
        productId,
        data,
        send: sendAjaxAdd,
        sku: String(data['product_sku'] || props.sku || ''),
        redirectAfterAdd: settings.redirectAfterAdd,
        cartUrl: settings.cartUrl,
        successMessage: String(data['success_message'] ?? ''),
        onAdded: () => {
          button.classList.add('added');
          if (!settings.isCart) {
            const link = addViewCartLink(button, { href: settings.cartUrl, text: settings.viewCartText });
            if (link) addedLinks.current.push(link);
          }
          triggerLegacy('wc_cart_button_updated', [legacyWrap(button)]);
        },
      });
    };
    // Without the add path's code (its fetch failed), the link does what it does without the library.
    const followLink = () => navigate(button.getAttribute('href') ?? '', 'add_to_cart_unavailable');
    void track(add).then((outcome) => {
      if (outcome.status === 'failed') fail(outcome.message);
      if (outcome.status === 'added') setFailure(null);
      if (outcome.status === 'rejected') {
        // The server's notices wait on the product page (docs/woocommerce-protocol.md#add_to_cart).
        const productUrl = followableUrl(outcome.productUrl);
        if (productUrl) navigate(productUrl, 'add_to_cart_error');
        else fail(ADD_REFUSED);
      }
    }, followLink);
  });

  if (!feedback || !failure) return null;
  return createPortal(
    <span className="shop-add-to-cart__error" role="alert" key={failure.id}>
      {failure.message}
    </span>,
    feedback,
  );
}
