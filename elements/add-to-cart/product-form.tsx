import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formData, formProductId } from '../../core/cart/request-data.ts';
import { followableUrl } from '../../core/dom/navigate.ts';
import { scrollToNotice } from '../../core/dom/scroll-to-notice.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import type { AddToCartProps } from './add-to-cart.tsx';
import { addToCartSettings } from './add-to-cart-settings.ts';
import { usePending } from './use-pending.ts';

type Notice = { kind: 'text'; text: string } | { kind: 'html'; html: string };

const SUBMIT = '.single_add_to_cart_button, button[type="submit"], input[type="submit"]';
const DEFAULT_SUCCESS = '“%s” has been added to your cart';

/**
 * The single-product `form.cart`: the submit is sent without a page load, as the plain post would send it, to
 * the form's action (see the README: WooCommerce's AJAX add ignores a variation's "any" attributes). Refusals
 * show the notices WooCommerce printed above the form.
 */
export function ProductForm(props: AddToCartProps & { form: HTMLFormElement }) {
  const { form, host } = props;
  const [submitButton] = useState(() => form.querySelector<HTMLElement>(SUBMIT) ?? form);
  const { track } = usePending(submitButton);
  const [notice, setNotice] = useState<Notice | null>(null);
  const mount = useMountPoint(form, 'beforebegin', 'shop-add-to-cart__notices');
  const noticeBox = useRef<HTMLDivElement>(null);
  const postingPlainly = useRef(false);

  useDomEvent(host, 'submit', (event: SubmitEvent) => {
    // Another script (the variation form's "make a selection" check) may have refused the submit already.
    if (postingPlainly.current || event.defaultPrevented || event.target !== form || unavailable(submitButton)) return;
    // Only where the browser itself would post; a form sent to another site or by GET stays the browser's.
    const action = followableUrl(form.getAttribute('action') || location.href);
    const data = formData(form, event.submitter);
    const productId = formProductId(data);
    if (!action || form.method !== 'post' || !productId) return;
    event.preventDefault();
    setNotice(null);
    const settings = addToCartSettings(props);
    const add = async () => {
      const { addToCart, postProductForm } = await import('../../core/cart/add-path.ts');
      return addToCart({
        button: submitButton,
        host,
        productId,
        data,
        send: (body) => postProductForm(action, body),
        sku: props.sku ?? productSku(form),
        redirectAfterAdd: settings.redirectAfterAdd,
        cartUrl: settings.cartUrl,
        // A function, so `$&` or `$'` in a product name stay text instead of replacement patterns.
        successMessage: (props.successMessage ?? DEFAULT_SUCCESS).replace('%s', () => productName(form)),
        onAdded: () => submitButton.classList.add('added'),
      });
    };
    // Without the add path's code (its fetch failed), the form is posted as it is without the library.
    const postPlainly = () => {
      postingPlainly.current = true;
      form.requestSubmit(event.submitter);
    };
    void track(add).then((outcome) => {
      if (outcome.status === 'failed') setNotice({ kind: 'text', text: outcome.message });
      if (outcome.status === 'refused') setNotice({ kind: 'html', html: outcome.notices });
    }, postPlainly);
  });

  useLayoutEffect(() => {
    const alert = noticeBox.current?.querySelector<HTMLElement>('[role="alert"]');
    if (notice && alert) void scrollToNotice(alert);
  }, [notice]);

  if (!mount || !notice) return null;
  return createPortal(
    <div className="woocommerce-notices-wrapper" ref={noticeBox}>
      {notice.kind === 'text' ? (
        <div role="alert">
          <ul className="woocommerce-error">
            <li>{notice.text}</li>
          </ul>
        </div>
      ) : (
        <div role="alert" dangerouslySetInnerHTML={{ __html: notice.html }} />
      )}
    </div>,
    mount,
  );
}

/** WooCommerce marks a button waiting for a selection (or unavailable) `disabled`; newer markup says it with ARIA. */
const unavailable = (button: HTMLElement): boolean =>
  button.classList.contains('disabled') || button.getAttribute('aria-disabled') === 'true';

function productName(form: HTMLFormElement): string {
  const title = form.closest('.product')?.querySelector('.product_title') ?? document.querySelector('.product_title');
  return title?.textContent?.trim() ?? '';
}

function productSku(form: HTMLFormElement): string {
  const sku = form.closest('.product')?.querySelector('.product_meta .sku');
  const text = sku?.textContent?.trim() ?? '';
  return text === 'N/A' ? '' : text;
}
