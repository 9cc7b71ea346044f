// The checkout and address forms: country and state fields.
import '../core/shared-chunk.ts';
import './country-state/country-state.define.ts';
