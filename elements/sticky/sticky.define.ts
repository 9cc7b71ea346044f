import { defineElement } from '../../core/runtime/define-element.ts';
import { Sticky } from './sticky.tsx';

/**
 * A sidebar or page section that stays in view while the page scrolls past its column, from a viewport 850 px
 * wide; narrower, it stays in the flow. It sticks 15 px below the theme's sticky header, whose height the theme
 * gives in `--shop-sticky-header-height` (`<shop-sticky-header>` sets it); a block taller than the
 * viewport scrolls with the page and sticks by its bottom edge, 15 px above the viewport's. It is CSS
 * `position: sticky`, so nothing around it moves: put it as a direct child of the column that it should stick
 * within.
 *
 * @summary sidebar or section that sticks below the sticky header while its column scrolls, from 850 px wide
 * @block blocks
 * @cssprop --shop-sticky-header-height - the height of the theme's sticky header, as a length in px (default `0px`)
 * @cssprop --shop-sticky-top - set by the element for a block taller than the viewport; leave it to the element
 */
export const ShopStickyElement = defineElement('shop-sticky', Sticky, {});
