import { useCallback, useEffect, useId, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { openCartForAddedMarker, registerCartPanel } from '../../core/cart/cart-opener.ts';
import { startCartFragments } from '../../core/cart/fragment-refresh.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useModalPanel } from '../../core/hooks/use-modal-panel.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { cartItemCountAtom } from '../../core/state/cart-atoms.ts';
import { useAutoClose } from './use-auto-close.ts';
import { useRemoveLinks } from './use-remove-links.ts';
import { useShown } from './use-shown.ts';

declare global {
  interface ShopEventDetailMap {
    /** The mini cart opened or closed; `byAdd` when an add to cart opened it. */
    'shop-mini-cart-toggled': { open: boolean; mode: MiniCartMode; byAdd: boolean };
  }
}

export type MiniCartMode = 'dropdown' | 'offcanvas';

export interface MiniCartProps extends HostProps {
  /** `dropdown` (a disclosure under the header link) or `offcanvas` (a modal side panel). */
  mode?: MiniCartMode;
  /** The toggle button's accessible name. */
  toggleLabel?: string;
  /** The off-canvas dialog's accessible name. */
  panelLabel?: string;
  closeLabel?: string;
}

/** Storefront's header cart (`ul#site-header-cart`) as a dropdown disclosure or an off-canvas dialog. */
function HeaderCart({
  host,
  mode = 'dropdown',
  toggleLabel = 'Cart contents',
  panelLabel = 'Cart',
  closeLabel = 'Close cart',
}: MiniCartProps) {
  const offcanvas = mode === 'offcanvas';
  const [parts, setParts] = useState<{ list: HTMLElement; linkItem: HTMLElement; panel: HTMLElement } | null>(null);
  const [open, setOpen] = useState(false);
  const [byAdd, setByAdd] = useState(false);
  const panelId = useId();
  const count = useAtomValue(cartItemCountAtom);

  useLayoutEffect(() => {
    const list = host.querySelector<HTMLElement>('.site-header-cart');
    const panel = host.querySelector<HTMLElement>('.widget_shopping_cart');
    const linkItem = list?.querySelector<HTMLElement>(':scope > li') ?? null;
    if (list && panel && linkItem) setParts({ list, linkItem, panel });
    return startCartFragments();
  }, [host]);

  const setOpenState = useCallback(
    (next: boolean, opener: 'shopper' | 'add' = 'shopper') => {
      setOpen(next);
      setByAdd(next && opener === 'add');
      emit(host, 'shop-mini-cart-toggled', { open: next, mode, byAdd: next && opener === 'add' });
    },
    [host, mode],
  );
  const close = useCallback(() => setOpenState(false), [setOpenState]);
  const { closeAfter, cancel } = useAutoClose(host, close);

  useEffect(() => {
    if (!parts) return;
    const unregister = registerCartPanel({
      mode,
      // The wrapped header cart, not the host: themes hide `ul.site-header-cart` on small screens.
      isAvailable: () => parts.list.getClientRects().length > 0,
      open: ({ activeFor } = {}) => {
        setOpenState(true, 'add');
        if (activeFor) closeAfter(activeFor);
      },
    });
    openCartForAddedMarker();
    return unregister;
  }, [parts, host, mode, setOpenState, closeAfter]);

  useLayoutEffect(() => {
    if (!parts) return;
    parts.panel.id ||= `shop-mini-cart-${panelId.replace(/[^\w-]/g, '')}`;
    parts.list.classList.toggle('active', open && byAdd);
    host.toggleAttribute('open', open);
  }, [parts, open, byAdd, host, panelId]);

  useModalPanel(parts?.panel ?? null, { enabled: offcanvas, open, label: panelLabel, onClose: close });

  // The dropdown is a disclosure: Escape or a click elsewhere closes it.
  useDomEvent(offcanvas || !open ? null : document, 'keydown', (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !host.contains(document.activeElement)) return;
    close();
    host.querySelector<HTMLElement>('.shop-mini-cart__toggle')?.focus();
  });
  useDomEvent(open ? document : null, 'click', (event: MouseEvent) => {
    if (!host.contains(event.target as Node)) close();
  });

  useRemoveLinks(host, () => (offcanvas ? parts?.panel.focus() : host.querySelector<HTMLElement>('.shop-mini-cart__toggle')?.focus()));

  // The toggle goes beside the theme's cart link, and only where the theme shows that link (Storefront hides its
  // header cart on phones, where a toggle of its own would push the page down).
  const linkShown = useShown(parts?.linkItem ?? null, ':scope > a.cart-contents');
  const toggleSlot = useMountPoint(parts && linkShown ? parts.linkItem : null, 'beforeend', 'shop-mini-cart__toggle-slot');
  const closeSlot = useMountPoint(offcanvas ? (parts?.panel ?? null) : null, 'afterbegin', 'shop-mini-cart__close-slot');
  // The styles that make the theme's hover/focus dropdown a disclosure apply only once the toggle is there;
  // without the code (or after a failure) the theme's own behaviour, focus included, is left untouched.
  useLayoutEffect(() => {
    if (!parts || !toggleSlot) return;
    host.toggleAttribute('ready', true);
    return () => host.removeAttribute('ready');
  }, [parts, toggleSlot, host]);
  if (!parts || !toggleSlot) return null;
  return (
    <>
      {createPortal(
        <button
          type="button"
          className="shop-mini-cart__toggle"
          aria-expanded={open}
          aria-controls={parts.panel.id}
          aria-haspopup={offcanvas ? 'dialog' : undefined}
          onClick={() => {
            cancel();
            setOpenState(!open);
          }}
        >
          <span className="screen-reader-text">{toggleLabel}</span>
          <span className="shop-mini-cart__count" aria-hidden="true" data-count={count}>
            {count}
          </span>
        </button>,
        toggleSlot,
      )}
      {closeSlot &&
        createPortal(
          <button type="button" className="shop-mini-cart__close" onClick={close}>
            {closeLabel}
          </button>,
          closeSlot,
        )}
      {offcanvas &&
        open &&
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut; the keyboard closes with Escape or the close button.
        createPortal(<div className="shop-mini-cart__backdrop" onClick={close} />, host)}
    </>
  );
}

export const MiniCart = outermostOnly(HeaderCart);
