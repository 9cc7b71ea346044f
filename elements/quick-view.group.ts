// Quick view, on listings: only the trigger's code, loaded on the first interaction. The product-page code the
// dialog needs comes with the tags in the answer's markup (the product group, loaded by them).
import '../core/shared-later-chunk.ts';
import '../core/action-chunk.ts';
import './quick-view/quick-view.define.ts';
