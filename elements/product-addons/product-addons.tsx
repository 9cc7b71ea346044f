import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { addonsParams } from '../../core/config/params.ts';
import { pick } from '../../core/config/read-params.ts';
import { useSanitizedHtml } from '../../core/hooks/use-sanitized-html.ts';
import { emit } from '../../core/events/emit.ts';
import { onLegacy, triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { formatMoney } from '../../core/format/money.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { LatestRequest } from '../../core/http/latest-request.ts';
import { isAbort } from '../../core/http/request-errors.ts';
import { chosenVariationOf, productScope } from '../../core/state/product-scope.ts';
import { addonFields, addonLine, clearAddons, COUNTED_FIELD, isMultiplier, normaliseMultiplier, quantityIn } from './addon-fields.ts';
import { addonTotals, totalsVisible, type AddonTotals } from './addon-pricing.ts';
import { calculateTax, suffixNeedsTax } from './addon-tax.ts';
import { CharsRemaining } from './chars-remaining.tsx';
import { MultiplierAlert } from './multiplier-alert.tsx';

declare global {
  interface ShopEventDetailMap {
    /** The totals were recomputed (legacy `updated_addons`). */
    'shop-product-addons-updated': AddonTotals & { visible: boolean };
  }
}

export interface ProductAddonsProps extends HostProps {
  /** Overrides the totals element's `data-product-id`. */
  productId?: number;
  /** Overrides `data-price`: the product price per item. */
  price?: number;
  /** Overrides `data-show-sub-total`. */
  showSubTotal?: boolean;
  addonTotalText?: string;
  subTotalText?: string;
  remainingText?: string;
  multiplierAlertText?: string;
  priceDisplaySuffix?: string;
}

type Field = ReturnType<typeof addonFields>[number];

/** WooCommerce Product Add-ons' live totals, counters and validation around its server-printed fields. */
export function ProductAddons(props: ProductAddonsProps) {
  const { host } = props;
  const form = host.closest<HTMLElement>('form') ?? host;
  // A quick view shown over a product page adds a suffix to its copy's id, which the page's own totals have.
  const totalsBox = host.querySelector<HTMLElement>('[id^="product-addons-total"]');
  const data = totalsBox?.dataset ?? {};
  const params = addonsParams();
  const variationForm = form.matches('.variations_form') ? form : null;
  const chosen = useAtomValue(chosenVariationOf(variationForm && productScope(variationForm)));

  // `revision` recomputes the totals; `scan` re-reads which fields exist (quick view, composite components).
  const [revision, recompute] = useReducer((n: number) => n + 1, 0);
  const [scan, rescan] = useReducer((n: number) => n + 1, 0);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `scan` is the signal to read the fields again.
  const fields = useMemo(() => addonFields(host), [host, scan]);

  const onFieldEvent = (event: Event): void => {
    const target = event.target as Element;
    if (event.type === 'change' && fields.includes(target as Field) && isMultiplier(target)) {
      const valid = normaliseMultiplier(target);
      setInvalid((current) => {
        if (valid !== current.has(target)) return current;
        const next = new Set(current);
        if (valid) next.delete(target);
        else next.add(target);
        return next;
      });
    }
    recompute();
  };
  useDomEvent(form, 'input', onFieldEvent);
  useDomEvent(form, 'change', onFieldEvent);
  useDomEvent(form, 'click', (event) => {
    if (!(event.target as Element).closest('.reset_variations')) return;
    clearAddons(host);
    setInvalid(new Set());
    recompute();
  });

  useEffect(() => {
    const stops = [onLegacy('woocommerce-product-addons-update', recompute, form), onLegacy('quick-view-displayed', rescan)];
    const component = host.closest('.component');
    if (component) stops.push(onLegacy('wc-composite-component-loaded', rescan, component));
    return () => stops.forEach((stop) => stop());
  }, [form, host]);

  const basePrice = variationForm ? (chosen?.displayPrice ?? null) : finiteOrNull(props.price ?? Number.parseFloat(data['price'] ?? ''));
  const taxProductId = String(variationForm ? (chosen?.variationId ?? '') : (props.productId ?? data['productId'] ?? ''));
  // Reading the fields is part of rendering them: their values live in the DOM, `revision` says when they moved.
  const totals = useMemo(
    () =>
      addonTotals(
        fields.flatMap((field) => addonLine(field) ?? []),
        quantityIn(form),
        taxProductId ? basePrice : null,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `revision` is the signal that the fields' DOM values moved.
    [fields, form, basePrice, taxProductId, revision],
  );
  const visible = totalsVisible(totals);
  const showSubTotal = pick(props.showSubTotal, data['showSubTotal'] === '1') && totals.subtotal !== null;
  const suffix = pick(props.priceDisplaySuffix, params.price_display_suffix);
  const suffixHtml = useTaxSuffix(visible && showSubTotal ? suffix : '', taxProductId, totals);

  useLayoutEffect(() => {
    triggerLegacy('updated_addons', [], form);
    emit(host, 'shop-product-addons-updated', { ...totals, visible });
  }, [form, host, totals, visible, suffixHtml]);

  useLayoutEffect(() => {
    if (!totalsBox) return;
    // The box exists before it has content, so screen readers announce new totals as they change.
    totalsBox.setAttribute('aria-live', 'polite');
    totalsBox.setAttribute('aria-atomic', 'true');
  }, [totalsBox]);

  const remaining = pick(props.remainingText, params.i18n_remaining);
  const alertText = props.multiplierAlertText ?? 'Please enter a valid number.';
  return (
    <>
      {fields
        .filter(
          (field): field is HTMLInputElement | HTMLTextAreaElement =>
            field.matches(COUNTED_FIELD) && 'maxLength' in field && field.maxLength > 0,
        )
        .map((field, i) => (
          <CharsRemaining key={`${scan}-${i}`} field={field} text={remaining} />
        ))}
      {fields.filter(isMultiplier).map((field, i) => (
        <MultiplierAlert key={`${scan}-${i}`} field={field} invalid={invalid.has(field)} text={alertText} />
      ))}
      {totalsBox &&
        visible &&
        createPortal(
          <dl className="product-addon-totals">
            <dt>{pick(props.addonTotalText, params.i18n_addon_total)}</dt>
            <dd>
              <strong>
                <span className="amount">{formatMoney(totals.addons)}</span>
              </strong>
            </dd>
            {showSubTotal && (
              <>
                <dt>{pick(props.subTotalText, data['i18n_sub_total'] ?? params.i18n_sub_total)}</dt>
                <dd>
                  <strong>
                    <span className="amount">{formatMoney(totals.subtotal!)}</span>
                    {suffixHtml && (
                      <>
                        {' '}
                        <span dangerouslySetInnerHTML={{ __html: suffixHtml }} />
                      </>
                    )}
                  </strong>
                </dd>
              </>
            )}
          </dl>,
          totalsBox,
        )}
    </>
  );
}

const finiteOrNull = (value: number): number | null => (Number.isFinite(value) ? value : null);

/**
 * The sanitized price display suffix: as given when it has no tax placeholders, with them filled from the
 * calculate-tax call otherwise, and '' (the plain total) while that call runs or when it fails.
 */
function useTaxSuffix(suffix: string, productId: string, totals: AddonTotals): string {
  const [filled, setFilled] = useState('');
  const requests = useRef(new LatestRequest());
  const needsTax = suffixNeedsTax(suffix);
  const { addons, addonsRaw, quantity, subtotal } = totals;

  useEffect(() => {
    setFilled('');
    if (!needsTax || !productId) return;
    const requestTotals = { addons, addonsRaw, quantity, subtotal };
    requests.current
      .run((signal) => calculateTax(productId, requestTotals, signal))
      .then((prices) => {
        if (!prices) return;
        setFilled(
          suffix
            .replace('{price_including_tax}', () => formatMoney(prices.including))
            .replace('{price_excluding_tax}', () => formatMoney(prices.excluding)),
        );
      })
      .catch((error: unknown) => {
        if (!isAbort(error)) setFilled('');
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `requests` holds one LatestRequest for the element's whole life.
    return () => requests.current.abort();
  }, [needsTax, suffix, productId, addons, addonsRaw, quantity, subtotal]);

  return useSanitizedHtml(suffix && (needsTax ? filled : suffix));
}
