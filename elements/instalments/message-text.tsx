import type { ReactNode } from 'react';
import type { instalmentParams } from './instalment-params.ts';
import { formatMoney } from '../../core/format/money.ts';
import { fillTemplate } from '../../core/format/fill-template.tsx';
import type { Message } from './instalment-message.ts';

type Params = ReturnType<typeof instalmentParams>;
type Shown = Exclude<Message, { kind: 'hidden' }>;

const TEMPLATE: Record<Shown['kind'], keyof Params> = {
  'product-ineligible': 'i18n_product_ineligible',
  'cart-ineligible': 'i18n_cart_ineligible',
  'outside-limits': 'i18n_outside_limits',
  'as-low-as': 'i18n_as_low_as',
  range: 'i18n_range',
  payments: 'i18n_payments',
};

const money = (cents: number): ReactNode => <strong className="shop-instalments__amount">{formatMoney(cents / 100)}</strong>;

function amounts(message: Shown): Record<string, ReactNode> {
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

/** A message's translatable text with its amounts in bold. */
export function MessageText({ message, params, brand }: { message: Shown; params: Params; brand: string }) {
  return <>{fillTemplate(String(params[TEMPLATE[message.kind]]), { brand, ...amounts(message) })}</>;
}

/** The four payments with their labels (first payment, 2, 4 and 6 weeks later). */
export function PaymentSchedule({ payments, params }: { payments: number[]; params: Params }) {
  return (
    <ol className="shop-instalments__schedule" aria-label={params.i18n_schedule}>
      {payments.map((cents, index) => (
        <li key={index}>
          <span className="shop-instalments__payment">{formatMoney(cents / 100)}</span>{' '}
          <span className="shop-instalments__when">{params.i18n_payment_labels[index]}</span>
        </li>
      ))}
    </ol>
  );
}
