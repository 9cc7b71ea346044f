// The mini cart prelude's way in (elements/mini-cart/fragments-prelude.ts): the fragments ride in the action chunk
// (see action-chunk.ts), which every other user of theirs imports too, so they are one chunk, not several.
import '../action-chunk.ts';

export { onPageShow, onStorage, refreshFragments, startCartFragments } from './fragment-refresh.ts';
