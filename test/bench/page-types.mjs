// The storefront's page types and the demo page standing for each.
// `criticalBudget`: the pages whose critical-path JavaScript is budgeted (what a first visit lands on).
export const PAGE_TYPES = [
  { type: 'home', path: '/', criticalBudget: true },
  { type: 'listing', path: '/shop/', criticalBudget: true },
  { type: 'simple product', path: '/product/wool-scarf/' },
  { type: 'variable product, 1,000 variations', path: '/product/benchmark-tee-1000/' },
  { type: 'cart', path: '/cart/' },
  { type: 'checkout', path: '/checkout/' },
  { type: 'my account', path: '/my-account/' },
  { type: 'wishlist', path: '/wishlist/' },
  { type: 'content page (page-builder blocks)', path: '/lookbook/', criticalBudget: true },
];
