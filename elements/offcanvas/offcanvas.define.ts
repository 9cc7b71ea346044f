import { defineElement } from '../../core/runtime/define-element.ts';
import { Offcanvas } from './offcanvas.tsx';

/**
 * An off-canvas panel: the element's first child is the panel, hidden until a control anywhere in the page
 * that names the element's id (`data-shop-offcanvas="#id"` or `aria-controls="id"`) opens it. Open, it is a
 * modal dialog sliding in from its side over a dimmed page: focus moves in and stays, Escape, the close button
 * or a click on the dimmed page closes it, and focus returns to the control.
 *
 * @summary off-canvas panel opened by controls naming its id: a modal dialog from the left, right, top or bottom, with its own colours
 * @block blocks <div> - <h2>Size guide</h2><p>Measure around the fullest part of your chest and pick the size above.</p>
 * @attr {'left' | 'right' | 'top' | 'bottom'} position - the side the panel slides in from (default `left`)
 * @attr {string} color - the panel's text colour, any CSS colour (default the theme's)
 * @attr {string} background - the panel's background, any CSS background (default `#fff`)
 * @attr {string} label - the dialog's name (default the panel's first heading, else the text of the control that opened it)
 * @attr {string} close-label - the close button's text (default `Close`)
 * @fires {CustomEvent<{ open: boolean }>} shop-offcanvas-toggled - the panel opened or closed
 * @cssprop --shop-offcanvas-size - width of a left or right panel, height of a top or bottom one (default `min(24rem, 100vw)`, `50vh`)
 * @cssprop --shop-offcanvas-overlay - colour of the dimmed page behind the panel (default `rgba(0, 0, 0, 0.45)`)
 */
export const ShopOffcanvasElement = defineElement('shop-offcanvas', Offcanvas, {
  position: { type: 'string', values: ['left', 'right', 'top', 'bottom'] },
  color: 'string',
  background: 'string',
  label: 'string',
  closeLabel: 'string',
});
