import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { quickViewParams } from './quick-view-params.ts';
import { pick } from '../../core/config/read-params.ts';
import { productIdOf } from '../../core/dom/product-id.ts';
import { emit } from '../../core/events/emit.ts';
import { isAbort } from '../../core/http/request-errors.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { loadQuickView, type QuickViewPanel } from './load-quick-view.ts';
import { QuickViewDialog } from './quick-view-dialog.tsx';

declare global {
  interface ShopEventDetailMap {
    /** Cancelable: the shopper asked for a product's quick view; cancel to send no request. */
    'shop-quick-view-open': { productId: number };
    /** The quick view dialog opened, showing the product's panel. */
    'shop-quick-view-opened': { productId: number; title: string };
    /** The dialog closed: by the shopper, or by an add to cart from inside it. */
    'shop-quick-view-closed': { productId: number; reason: 'close' | 'add' };
    /** The quick view could not be loaded; `message` is what the shopper saw. */
    'shop-quick-view-failed': { productId: number; message: string };
  }
}

export interface QuickViewProps extends HostProps {
  /** The product to show (default the trigger's `data-product_id`, else the product card around it). */
  productId?: number;
  /** The theme's admin-ajax action (default `shop_quick_view_params.action`, `shop_quick_view`). */
  quickViewAction?: string;
  ajaxUrl?: string;
  closeLabel?: string;
  errorText?: string;
}

/** What the legacy lightbox waited between closing and removing its markup: the fade out. */
const REMOVAL_DELAY_MS = 300;

const TRIGGER = 'a[href], button';

interface Shown {
  productId: number;
  panel: QuickViewPanel;
  /** Counts openings, so that each one mounts a new dialog (focus moved in, trap started afresh). */
  opening: number;
}

/**
 * The trigger in a product card (its link goes to the product page without script) opens the product's panel,
 * fetched from the theme's quick-view action, in a modal dialog. See README.md.
 */
export function QuickView({ host, productId, quickViewAction, ajaxUrl, closeLabel, errorText }: QuickViewProps) {
  const params = quickViewParams();
  const [shown, setShown] = useState<Shown | null>(null);
  const [closing, setClosing] = useState(false);
  const [message, setMessage] = useState('');
  const loading = useRef(false);
  const closed = useRef(true);
  const openings = useRef(0);
  const removal = useRef<ReturnType<typeof setTimeout>>(undefined);
  const status = useMountPoint(host, 'beforeend', 'shop-quick-view__status');

  useEffect(() => () => clearTimeout(removal.current), []);

  useDomEvent(host, 'click', (event) => {
    const trigger = (event.target as Element).closest<HTMLElement>(TRIGGER);
    if (!trigger || !host.contains(trigger) || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const id = productId ?? (Number(trigger.getAttribute('data-product_id')) || productIdOf(host));
    if (!id) return;
    event.preventDefault();
    if (loading.current || !emit(host, 'shop-quick-view-open', { productId: id }, { cancelable: true })) return;
    void open(trigger, id);
  });

  const open = async (trigger: HTMLElement, id: number): Promise<void> => {
    loading.current = true;
    trigger.classList.add('loading');
    trigger.setAttribute('aria-busy', 'true');
    setMessage('');
    try {
      const panel = await loadQuickView({
        productId: id,
        action: pick(quickViewAction, params.action),
        url: pick(ajaxUrl, String(params.ajax_url)),
      });
      clearTimeout(removal.current);
      closed.current = false;
      setClosing(false);
      setShown({ productId: id, panel, opening: ++openings.current });
    } catch (error) {
      if (isAbort(error)) return;
      const text = pick(errorText, params.i18n_failed);
      setMessage(text);
      emit(host, 'shop-quick-view-failed', { productId: id, message: text });
    } finally {
      loading.current = false;
      trigger.classList.remove('loading');
      trigger.removeAttribute('aria-busy');
    }
  };

  const productShown = shown?.productId ?? 0;
  const close = useCallback(
    (reason: 'close' | 'add') => {
      if (closed.current) return;
      closed.current = true;
      emit(host, 'shop-quick-view-closed', { productId: productShown, reason });
      // After an add the cart takes over at once; otherwise the dialog fades out before it is removed.
      if (reason === 'add' || store.get(settingsAtom).reducedMotion) {
        setShown(null);
        return;
      }
      setClosing(true);
      removal.current = setTimeout(() => {
        setShown(null);
        setClosing(false);
      }, REMOVAL_DELAY_MS);
    },
    [host, productShown],
  );
  const closeByShopper = useCallback(() => close('close'), [close]);
  const closeAfterAdd = useCallback(() => close('add'), [close]);
  const opened = useCallback(() => {
    if (shown) emit(host, 'shop-quick-view-opened', { productId: shown.productId, title: shown.panel.title });
  }, [host, shown]);

  return (
    <>
      {status &&
        createPortal(
          <span className="shop-quick-view__message" role="status">
            {message}
          </span>,
          status,
        )}
      {shown && (
        <QuickViewDialog
          key={shown.opening}
          panel={shown.panel}
          closeLabel={pick(closeLabel, params.i18n_close)}
          closing={closing}
          onClose={closeByShopper}
          onAdded={closeAfterAdd}
          onOpened={opened}
        />
      )}
    </>
  );
}
