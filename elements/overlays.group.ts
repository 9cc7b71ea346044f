// Overlays any page may carry (a header's off-canvas menu, a block's lightbox links): glightbox itself loads on
// the first opening, so this chunk holds only the two elements.
import '../core/shared-later-chunk.ts';
import './lightbox/lightbox.define.ts';
import './offcanvas/offcanvas.define.ts';
