// /demo/elements/ entries for the layout blocks: the sticky sidebar and the lazy carousel.
import type { ElementEntry } from './element-catalogue.ts';

const slides = ['Linen shirt', 'Denim jacket', 'Wool scarf', 'Canvas tote', 'Cotton cap']
  .map(
    (name, i) =>
      `\t\t<li><a href="/shop/" style="display: block; padding: 3rem 1rem; background: hsl(${i * 60} 40% 88%); text-align: center">${name}</a></li>`,
  )
  .join('\n');

export function layoutEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-sticky',
      summary:
        'A sidebar or section that stays in view while its column scrolls, from 850 px wide, 15 px below the theme’s sticky header (`--shop-sticky-header-height`). A block taller than the viewport scrolls with the page and sticks by its bottom, 15 px above the viewport’s. It is CSS `position: sticky`, so nothing shifts; narrower than 850 px it stays in the flow.',
      exampleHtml: `<div class="demo-sticky" style="display: flex; gap: 1.5rem">
	<div style="flex: 1; min-height: 900px"><p>The page’s main column. Scroll: at 850 px wide and more, the box on the right stays in view until this column ends.</p></div>
	<aside style="width: 14rem"><shop-sticky><nav aria-label="In this section" style="border: 1px solid #ccc; padding: 1rem"><ul><li><a href="#shop-sticky">Sticky sidebar</a></li><li><a href="#shop-carousel">Carousel</a></li></ul></nav></shop-sticky></aside>
</div>`,
    },
    {
      tag: 'shop-carousel',
      summary:
        'Turns a printed list into an APG carousel when it is 90% of the way into view (glider-js is fetched only then): slides labelled “n of N”, previous and next buttons, and with `autoplay` a slide every 3,000 ms, held on hover, stopped on focus and with reduced motion, and a visible pause control. Without JavaScript the list scrolls sideways.',
      exampleHtml: `<shop-carousel label="New arrivals" autoplay slides-to-show="2" style="--shop-carousel-slides: 2">
	<ul>
${slides}
	</ul>
</shop-carousel>`,
    },
  ];
}
