// Page-builder content blocks: accordion, count-up, lazy background, embedded content,
// sticky sidebar, carousel (glider-js is a chunk of its own, fetched only when a carousel is near view), and the
// single-page navigation of a page built from sections.
import '../core/shared-later-chunk.ts';
import './accordion/accordion.define.ts';
import './count-up/count-up.define.ts';
import './lazy-background/lazy-background.define.ts';
import './embed/embed.define.ts';
import './sticky/sticky.define.ts';
import './carousel/carousel.define.ts';
import './page-nav/page-nav.define.ts';
