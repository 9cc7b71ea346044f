// The checkout and address forms: country and state fields, the terms dialog.
import '../core/shared-chunk.ts';
import './country-state/country-state.define.ts';
import './terms-dialog/terms-dialog.define.ts';
