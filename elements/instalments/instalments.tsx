import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { instalmentParams } from '../../core/config/params.ts';
import { pick } from '../../core/config/read-params.ts';
import { enclosingProductId } from '../../core/dom/product-id.ts';
import { emit } from '../../core/events/emit.ts';
import { onLegacy } from '../../core/events/legacy-bridge.ts';
import { formatMoney } from '../../core/format/money.ts';
import { LatestRequest } from '../../core/http/latest-request.ts';
import { isAbort } from '../../core/http/request-errors.ts';
import { chosenVariationAtom } from '../../core/state/product-atoms.ts';
import { fillTemplate, fillText } from './fill-template.tsx';
import { InstalmentDialog, type DialogState } from './instalment-dialog.tsx';
import { effectiveLimits } from './instalment-limits.ts';
import { instalmentMessage, type Message, type RangeDisplay } from './instalment-message.ts';
import { toCents } from './instalment-split.ts';
import { dialogUrl, loadDialog } from './provider-dialog.ts';

declare global {
  interface ShopEventDetailMap {
    /** The provider dialog changed state (loading, content, fallback, error, hidden). */
    'shop-instalments-dialog': { state: DialogState['kind'] };
  }
}

export interface InstalmentsProps extends HostProps {
  /** The product's price. */
  price?: number;
  /** A price range (variable products before a choice): its low end… */
  minPrice?: number;
  /** …and its high end. */
  maxPrice?: number;
  /** Follow this product's chosen variation (default: the id of the enclosing `#product-N`). */
  productId?: number;
  /** false: "not available for purchasing this item". */
  productEligible?: boolean;
  /** false: "not available for this purchase". */
  cartEligible?: boolean;
  display?: string;
  min?: string;
  max?: string;
  locale?: string;
  providerHost?: string;
  provider?: string;
  brand?: string;
  modalId?: string;
  modalTheme?: string;
  cbt?: boolean;
  rangeDisplay?: string;
}

/** Pay-in-4 messaging next to a price, with the provider's information dialog (spec §2.3, §4.5, §7, §9). */
export function Instalments(props: InstalmentsProps) {
  const { host, price, minPrice, maxPrice, productEligible = true, cartEligible = true } = props;
  const productId = props.productId ?? enclosingProductId(host);
  const params = instalmentParams();
  const locale = pick(props.locale, params.locale);
  const brand = pick(props.brand, params.brand);
  const provider = pick(props.provider, params.provider);
  const providerHost = pick(props.providerHost, params.provider_host);
  const limits = effectiveLimits(pick(props.min, params.min), pick(props.max, params.max), locale);
  const chosen = useAtomValue(chosenVariationAtom(productId ?? 0));
  const legacyPrice = useLegacyVariationPrice(host);
  const variationPrice = productId !== undefined ? chosen?.displayPrice : undefined;
  const single = variationPrice ?? legacyPrice;

  const low = toCents(single ?? price ?? minPrice ?? Number.NaN);
  const message = instalmentMessage({
    display: pick(props.display, params.display) === 'hide' ? 'hide' : 'show',
    productEligible,
    cartEligible,
    low,
    high: single === undefined && price === undefined && maxPrice !== undefined ? toCents(maxPrice) : low,
    limits,
    rangeDisplay: (pick(props.rangeDisplay, params.range_display) === 'range' ? 'range' : 'as-low-as') as RangeDisplay,
  });

  useEffect(() => {
    host.dataset.message = message.kind;
    host.hidden = message.kind === 'hidden';
  }, [host, message.kind]);

  // The server's no-JS paragraph, captured before the first commit adds this element's own nodes.
  const [fallback] = useState(() => [...host.children] as HTMLElement[]);
  useLayoutEffect(() => {
    fallback.forEach((node) => (node.hidden = true));
    return () => fallback.forEach((node) => (node.hidden = false));
  }, [fallback]);

  const url = useMemo(
    () =>
      dialogUrl({
        providerHost,
        modalId: pick(props.modalId, params.modal_id),
        locale,
        theme: pick(props.modalTheme, params.modal_theme),
        cbt: pick(props.cbt, params.cbt === true || params.cbt === '1' || params.cbt === 'yes'),
      }),
    [providerHost, props.modalId, props.modalTheme, props.cbt, locale, params.modal_id, params.modal_theme, params.cbt],
  );
  const [dialog, setDialog] = useDialog(host);
  const request = useRef(new LatestRequest());
  useEffect(() => () => request.current.abort(), []);

  const openDialog = useCallback(async () => {
    if (!url) return setDialog({ kind: 'error' });
    setDialog({ kind: 'loading' });
    try {
      const result = await request.current.run((signal) => loadDialog(url, signal));
      if (result.kind === 'content') setDialog(result);
      // Spec §8: the US dialog without content falls back to an image linking to the purchase agreement.
      else setDialog({ kind: result.kind === 'empty' && /^en[-_]US$/i.test(locale) ? 'fallback' : 'error' });
    } catch (error) {
      if (!isAbort(error)) setDialog({ kind: 'error' });
    }
  }, [url, locale, setDialog]);

  const closeDialog = useCallback(() => {
    request.current.abort();
    setDialog({ kind: 'hidden' });
  }, [setDialog]);

  if (message.kind === 'hidden') return null;
  const texts = { brand };
  const money = (cents: number) => <strong className="shop-instalments__amount">{formatMoney(cents / 100)}</strong>;
  const infoLink = (
    <a
      href={`#${provider}-what-is-modal`}
      className="shop-instalments__info"
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        void openDialog();
      }}
    >
      {params.i18n_learn_more}
    </a>
  );

  return (
    <>
      <p className={`shop-instalments__message is-${message.kind}`}>
        {fillTemplate(template(message, params), {
          ...texts,
          ...moneyValues(message, money),
        })}{' '}
        {infoLink}
      </p>
      {message.kind === 'payments' && (
        <ol className="shop-instalments__schedule" aria-label={params.i18n_schedule}>
          {message.payments.map((cents, index) => (
            <li key={index}>
              <span className="shop-instalments__payment">{formatMoney(cents / 100)}</span>{' '}
              <span className="shop-instalments__when">{params.i18n_payment_labels[index]}</span>
            </li>
          ))}
        </ol>
      )}
      <InstalmentDialog
        state={dialog}
        texts={{
          title: fillText(params.i18n_dialog_title, texts),
          loading: params.i18n_dialog_loading,
          error: params.i18n_dialog_error,
          fallback: fillText(params.i18n_dialog_fallback, texts),
          close: params.i18n_close,
        }}
        fallbackImage={params.fallback_image_url || (url ? new URL(`${locale}-fallback.png`, url).href : '')}
        agreementUrl={safeHref(params.purchase_agreement_url)}
        onClose={closeDialog}
      />
    </>
  );
}

type Params = ReturnType<typeof instalmentParams>;

function template(message: Exclude<Message, { kind: 'hidden' }>, params: Params): string {
  switch (message.kind) {
    case 'product-ineligible':
      return params.i18n_product_ineligible;
    case 'cart-ineligible':
      return params.i18n_cart_ineligible;
    case 'outside-limits':
      return params.i18n_outside_limits;
    case 'as-low-as':
      return params.i18n_as_low_as;
    case 'range':
      return params.i18n_range;
    case 'payments':
      return params.i18n_payments;
  }
}

function moneyValues(message: Message, money: (cents: number) => ReactNode): Record<string, ReactNode> {
  switch (message.kind) {
    case 'outside-limits':
      return { min: money(message.limits.min), max: money(message.limits.max) };
    case 'as-low-as':
      return { amount: money(message.payment) };
    case 'range':
      return { low: money(message.low), high: money(message.high) };
    case 'payments':
      return { amount: money(message.payments[0]) };
    default:
      return {};
  }
}

/** Only http(s) links are rendered; anything else becomes an inert `#`. */
function safeHref(value: string): string {
  try {
    const url = new URL(value, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '#';
  } catch {
    return '#';
  }
}

/** Dialog state, reported on every change so page scripts can follow it. */
function useDialog(host: HTMLElement): [DialogState, (state: DialogState) => void] {
  const [state, setState] = useState<DialogState>({ kind: 'hidden' });
  const set = useCallback(
    (next: DialogState) => {
      setState(next);
      emit(host, 'shop-instalments-dialog', { state: next.kind });
    },
    [host],
  );
  return [state, set];
}

/**
 * A page still running WooCommerce's own variation script announces prices only through jQuery
 * (`found_variation` [variation], `reset_data`); the messaging follows those too.
 */
function useLegacyVariationPrice(host: HTMLElement): number | undefined {
  const [price, setPrice] = useState<number | undefined>();
  useEffect(() => {
    const form = host.closest('.product')?.querySelector('form.variations_form');
    if (!form) return;
    const found = onLegacy(
      'found_variation',
      (variation) => setPrice(Number((variation as { display_price?: unknown } | undefined)?.display_price) || undefined),
      form,
    );
    const reset = onLegacy('reset_data', () => setPrice(undefined), form);
    return () => {
      found();
      reset();
    };
  }, [host]);
  return price;
}
