// Keeps the core this chunk uses in the shared chunks (see shared-chunk.ts, action-chunk.ts) instead of a chunk of its own.
import '../shared-later-chunk.ts';
import '../action-chunk.ts';

/**
 * What an add runs once the shopper has asked for it: the request (AJAX or the form post with its page
 * parsing), the cart events and opening the cart. The add to cart element imports this on the first add, so
 * no page fetches it before the shopper acts.
 */
export { addToCart } from './add-to-cart.ts';
export { sendAjaxAdd } from './ajax-add.ts';
export { postProductForm } from './form-add.ts';
