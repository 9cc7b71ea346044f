// Money formatting as WooCommerce prints it (USD, 2 decimals, "," thousands).

export function formatDecimal(amount: number): string {
  return amount.toFixed(2);
}

export function formatAmount(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return (amount < 0 ? '-' : '') + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + cents;
}

/** `wc_price()`: the amount span with its `bdi` and currency symbol. */
export function wcPrice(amount: number, ariaHidden = false): string {
  const hidden = ariaHidden ? ' aria-hidden="true"' : '';
  return `<span class="woocommerce-Price-amount amount"${hidden}><bdi><span class="woocommerce-Price-currencySymbol" translate="no">&#36;</span>${formatAmount(amount)}</bdi></span>`;
}

/** Storefront's header cart total, which is printed without `bdi` (see the recorded `a.cart-contents`). */
export function storefrontPrice(amount: number): string {
  return `<span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#036;</span>${formatAmount(amount)}</span>`;
}

/** The plain-text form used in screen-reader texts. */
export function plainPrice(amount: number, symbol = '&#036;'): string {
  return symbol + formatAmount(amount);
}
