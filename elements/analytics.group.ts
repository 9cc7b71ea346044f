// Analytics reporting and its opt-out: a group of its own, fetched once the page is idle, so it never
// delays a page's first paint nor rides along with another group's chunk.
import '../core/shared-later-chunk.ts';
import './analytics/analytics.define.ts';
