// The wishlist page's element: only the wishlist pages fetch it (sortablejs is a further chunk, for sortable tables).
import '../core/shared-later-chunk.ts';
import '../core/action-chunk.ts';
import './wishlist/wishlist.define.ts';
