import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { paramFlag, pick } from '../../core/config/read-params.ts';
import { followableUrl } from '../../core/dom/navigate.ts';
import { chosenVariationOf, productScope } from '../../core/state/product-scope.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useModuleWhen } from '../../core/hooks/use-module-when.ts';
import { fillText } from '../../core/format/fill-template.tsx';
import { instalmentParams } from './instalment-params.ts';
import { effectiveLimits } from './instalment-limits.ts';
import { instalmentMessage, type RangeDisplay } from './instalment-message.ts';
import { toCents } from './instalment-split.ts';
import { MessageText, PaymentSchedule } from './message-text.tsx';
import { dialogUrl } from './dialog-url.ts';
import { useLegacyVariationPrice } from './use-legacy-variation-price.ts';
import { useProviderDialog } from './use-provider-dialog.ts';

export interface InstalmentsProps extends HostProps {
  /** The product's price. */
  price?: number;
  /** A price range (variable products before a choice): its low end… */
  minPrice?: number;
  /** …and its high end. */
  maxPrice?: number;
  /** Follow this product's chosen variation (default: the product the element is in, see `productScope`). */
  productId?: number;
  /** "Not available for purchasing this item". */
  productIneligible?: boolean;
  /** "Not available for this purchase". */
  cartIneligible?: boolean;
  display?: string;
  min?: string;
  max?: string;
  locale?: string;
  providerHost?: string;
  provider?: string;
  brand?: string;
  modalId?: string;
  modalTheme?: string;
  crossBorderTrade?: boolean;
  rangeDisplay?: string;
}

/** Pay-in-4 messaging next to a price, with the provider's information dialog (README.md#what-it-does). */
export function Instalments(props: InstalmentsProps) {
  const { host, price, minPrice, maxPrice, productIneligible = false, cartIneligible = false } = props;
  const params = instalmentParams();
  const locale = pick(props.locale, params.locale);
  const brand = pick(props.brand, params.brand);
  const provider = pick(props.provider, params.provider);
  const providerHost = pick(props.providerHost, params.provider_host);
  const limits = effectiveLimits(pick(props.min, params.min), pick(props.max, params.max), locale);
  const chosen = useAtomValue(chosenVariationOf(productScope(host, props.productId)));
  const legacyPrice = useLegacyVariationPrice(host);
  const single = chosen?.displayPrice ?? legacyPrice;

  const low = toCents(single ?? price ?? minPrice ?? Number.NaN);
  const message = instalmentMessage({
    display: pick(props.display, params.display) === 'hide' ? 'hide' : 'show',
    productEligible: !productIneligible,
    cartEligible: !cartIneligible,
    low,
    high: single === undefined && price === undefined && maxPrice !== undefined ? toCents(maxPrice) : low,
    limits,
    rangeDisplay: (pick(props.rangeDisplay, params.range_display) === 'range' ? 'range' : 'as-low-as') as RangeDisplay,
  });

  useEffect(() => {
    host.dataset.message = message.kind;
    host.dataset.provider = provider;
    host.hidden = message.kind === 'hidden';
  }, [host, message.kind, provider]);

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
        cbt: pick(props.crossBorderTrade, paramFlag(params.cbt)),
      }),
    [providerHost, props.modalId, props.modalTheme, props.crossBorderTrade, locale, params.modal_id, params.modal_theme, params.cbt],
  );
  useEffect(() => warnWithoutHost(providerHost, url), [providerHost, url]);
  const dialog = useProviderDialog(host, url, locale);
  // The dialog is a chunk of its own, fetched when the shopper first asks for it.
  const dialogModule = useModuleWhen(dialog.state.kind !== 'hidden', () => import('./instalment-dialog.tsx'), 'the instalments dialog');

  // Any `#{provider}-what-is-modal` link on the page opens the dialog; the page's first visible
  // messaging of that provider answers links outside every <shop-instalments>, so one click opens one dialog.
  useDomEvent(document, 'click', (event: MouseEvent) => {
    // Without a host the page's own links stay the provider's plain links.
    if (!url) return;
    const escaped = CSS.escape(provider);
    const link = (event.target as Element | null)?.closest?.(`a[href="#${escaped}-what-is-modal"]`);
    if (!link || link.closest('shop-instalments')) return;
    if (document.querySelector(`shop-instalments[data-provider="${escaped}"]:not([hidden])`) !== host) return;
    event.preventDefault();
    dialog.open();
  });

  if (message.kind === 'hidden') return null;
  const texts = { brand };
  const infoLink = url && (
    <a
      href={`#${provider}-what-is-modal`}
      className="shop-instalments__info"
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        dialog.open();
      }}
    >
      {params.i18n_learn_more}
    </a>
  );

  return (
    <>
      <p className={`shop-instalments__message is-${message.kind}`}>
        <MessageText message={message} params={params} brand={brand} />
        {infoLink && <> {infoLink}</>}
      </p>
      {message.kind === 'payments' && <PaymentSchedule payments={message.payments} params={params} />}
      {dialogModule && (
        <dialogModule.InstalmentDialog
          state={dialog.state}
          texts={{
            title: fillText(params.i18n_dialog_title, texts),
            loading: params.i18n_dialog_loading,
            error: params.i18n_dialog_error,
            fallback: fillText(params.i18n_dialog_fallback, texts),
            close: params.i18n_close,
          }}
          fallbackImage={params.fallback_image_url || (url ? new URL(`${locale}-fallback.png`, url).href : '')}
          agreementUrl={followableUrl(params.purchase_agreement_url, { sameOrigin: false }) ?? '#'}
          onClose={dialog.close}
        />
      )}
    </>
  );
}

let warnedWithoutHost = false;

/** One console warning per page naming the missing (or unusable) setting: the "Learn more" link is left out. */
function warnWithoutHost(providerHost: string, url: URL | undefined): void {
  if (url || warnedWithoutHost) return;
  warnedWithoutHost = true;
  const why = providerHost ? `provider host "${providerHost}" is not an http(s) URL` : 'no provider host is set';
  console.warn(
    `shop-instalments: ${why} (the provider-host attribute, shop_instalments_params.provider_host, or the plugin's "Instalment provider host" setting): the "Learn more" link is left out.`,
  );
}
