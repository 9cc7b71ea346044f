// The account and checkout forms: password strength, show/hide toggle, field help texts.
import '../core/shared-later-chunk.ts';
import './password-strength/password-strength.define.ts';
import './password-toggle/password-toggle.define.ts';
import './help-text/help-text.define.ts';
