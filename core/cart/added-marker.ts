/**
 * What WooCommerce leaves on the page after a plain form add (its `added-to-cart` hook's body class, or the
 * attribute a theme may print instead): the cart opens as the page loads, as after an AJAX add.
 */
export const ADDED_TO_CART_MARKER = '.added-to-cart, [data-added-to-cart]';
