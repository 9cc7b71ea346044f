// The header's live product search: fetched when the shopper first reaches for the search field.
import '../core/shared-later-chunk.ts';
import './live-search/live-search.define.ts';
