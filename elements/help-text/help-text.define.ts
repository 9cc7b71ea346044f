import { defineElement } from '../../core/runtime/define-element.ts';
import { HelpText } from './help-text.tsx';

/**
 * Form-field help texts (WooCommerce's `.description` inside `.woocommerce-input-wrapper`) shown only while
 * their field is in use: opened by a click on or focus of the field, one at a time on the page, closed by
 * Escape or a click outside.
 *
 * @summary form-field help texts shown while their field is in use (one at a time; Escape or a click outside closes), tied by `aria-describedby`
 * @attr {number} duration - milliseconds of the slide, from 0 to 2000 (default `250`; no slide with reduced motion)
 * @fires {CustomEvent<{ open: boolean; fieldId: string }>} shop-help-text-toggled - a help text opened or closed
 */
export const ShopHelpTextElement = defineElement('shop-help-text', HelpText, {
  duration: { type: 'number', min: 0, max: 2000 },
});
