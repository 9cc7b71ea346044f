// The checkout and my-account forms: country and state fields, the terms dialog, the create-account box, the
// orders table's scroll region, the contact form.
import '../core/shared-later-chunk.ts';
import '../core/action-chunk.ts';
import './country-state/country-state.define.ts';
import './terms-dialog/terms-dialog.define.ts';
import './create-account/create-account.define.ts';
import './scroll-region/scroll-region.define.ts';
import './contact-form/contact-form.define.ts';
