/**
 * The core that only elements loaded after the first paint use, beside what every group shares
 * (`shared-chunk.ts`, imported here too): the modal dialog, its focus trap and panels, prices, sanitized HTML and
 * sliding panels. Every element group imports this module but the product page's first-paint groups (`product.group.ts`,
 * `variations.group.ts`), and so does every lazy chunk of ours that imports `shared-chunk.ts`: esbuild then puts
 * these modules into one chunk of their own, which a product page does not fetch before the shopper acts (2 KB
 * gzip). A module the first-paint groups come to import moves into the shared chunk by itself; a group or lazy
 * chunk that imports `shared-chunk.ts` without this module would split it into smaller chunks (more requests).
 */
import './shared-chunk.ts';
import './analytics/listing-events.ts';
import './dialog/modal-dialog.tsx';
import './dom/ensure-id.ts';
import './dom/focus-trap.ts';
import './dom/hash-target.ts';
import './dom/sanitize.ts';
import './dom/slide.ts';
import './dom/sticky-header-height.ts';
import './format/escape-html.ts';
import './format/fill-template.tsx';
import './format/money.ts';
import './hooks/use-modal-panel.ts';
import './hooks/use-module-when.ts';
import './hooks/use-sanitized-html.ts';
import './video/playing-media.ts';
// The header count's request (every page has the count); the rest of the wishlist transport loads when used.
import './wishlist/wishlist-count-request.ts';
