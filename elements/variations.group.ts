// The variation form: only variable products have one, so a simple product's page does not fetch it.
import '../core/shared-chunk.ts';
import './variation-form/variation-form.define.ts';
