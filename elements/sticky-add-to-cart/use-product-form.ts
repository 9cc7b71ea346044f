import { useEffect, useState } from 'react';

/**
 * The product form the bar follows: the element with id `formId`, else the `form.cart` of the enclosing
 * `.product`. Looked up again whenever the markup around it changes, since a page builder may remove, replace or
 * put back the form's block; null while there is none.
 */
export function useProductForm(host: HTMLElement, formId: string | undefined): HTMLFormElement | null {
  const [form, setForm] = useState(() => findForm(host, formId));
  useEffect(() => {
    const update = (): void => setForm(findForm(host, formId));
    update();
    const observer = new MutationObserver(update);
    observer.observe((!formId && host.closest('.product')) || document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host, formId]);
  return form;
}

function findForm(host: HTMLElement, formId: string | undefined): HTMLFormElement | null {
  const form = formId ? document.getElementById(formId) : host.closest('.product')?.querySelector('form.cart');
  return form instanceof HTMLFormElement ? form : null;
}
