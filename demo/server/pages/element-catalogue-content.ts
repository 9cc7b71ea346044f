// /demo/elements/ entries for the page-builder content blocks (all of them at work together: /lookbook/).
import { imageUrl } from '../images.ts';
import type { ElementEntry } from './element-catalogue.ts';

export function contentEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-accordion',
      summary:
        'Wraps heading + panel pairs. Each heading’s text becomes a button; one item is open at a time (the first, or the one open-index names), the panels slide in 200 ms, and Up/Down/Home/End move between the headings. Closed panels stay in the page: the browser’s find-in-page opens the one it finds text in. Without JavaScript every panel shows.',
      exampleHtml: `<shop-accordion>
	<h3>Delivery</h3><div><p>Two to four working days; free from $50.</p></div>
	<h3>Returns</h3><div><p>Free within 30 days, in the original packaging.</p></div>
	<h3>Care</h3><div><p>Wash at 30 °C inside out.</p></div>
</shop-accordion>`,
    },
    {
      tag: 'shop-count-up',
      summary:
        'Wraps a number as printed. When first scrolled into view it counts up from 0 over 4 s, separators, decimals, prefix and suffix kept; the printed number stays in the page for screen readers, and shows at once with reduced motion.',
      exampleHtml: `<p><shop-count-up>1,250+</shop-count-up> shops stock us; <shop-count-up>98.5%</shop-count-up> organic cotton.</p>`,
    },
    {
      tag: 'shop-page-loader',
      summary:
        'A page-load overlay, shown only once its code runs (never without JavaScript), hidden from assistive technology, removed at load but not before 1 s after the navigation started (5 s at most). This example carries hidden so it does not cover this page; /lookbook/ shows one at work.',
      exampleHtml: `<shop-page-loader aria-hidden="true" hidden></shop-page-loader>`,
    },
    {
      tag: 'shop-lazy-background',
      summary:
        'A block whose background image is set only when a tenth of it is in view; the block keeps its size, so nothing moves when the image arrives.',
      exampleHtml: `<shop-lazy-background image="${imageUrl('night-owl-tee', 'navy', 'full')}" style="min-height:12rem;padding:1rem;color:#fff;background-color:#1f2a44"><p>Autumn in the workshop</p></shop-lazy-background>`,
    },
    {
      tag: 'shop-embed',
      summary:
        'Wraps embedded content: each iframe takes the height its page reports (WordPress’s embed messages), kept between 200 and 1,000 px. This journal post reports more than 1,000 px.',
      exampleHtml: `<shop-embed><iframe title="How we dye with plants (example)" sandbox="allow-scripts" src="/lookbook/embed/#?secret=catalogue1" data-secret="catalogue1" width="600" height="338"></iframe></shop-embed>`,
    },
  ];
}
