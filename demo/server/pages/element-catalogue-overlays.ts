// /demo/elements/ entries for the overlays: lightbox links and an off-canvas panel.
import type { ElementEntry } from './element-catalogue.ts';

export const LOOKS = [
  ['/demo-assets/lookbook/look-1.jpg', 'Rust linen shirt'],
  ['/demo-assets/lookbook/look-2.jpg', 'Teal denim jacket'],
  ['/demo-assets/lookbook/look-3.jpg', 'Mustard knit'],
] as const;

function lookbook(): string {
  const figures = LOOKS.map(
    ([href, name]) =>
      `<figure style="display:inline-block;margin:0 .5rem .5rem 0"><a href="${href}" data-caption="${name}"><img src="${href}" alt="${name}" width="150" height="100"></a></figure>`,
  ).join('\n  ');
  return `<shop-lightbox hash-prefix="look-">
  ${figures}
  <figure style="display:inline-block;margin:0"><a href="/demo-assets/lookbook/missing.jpg"><img src="/demo-assets/lookbook/look-1.jpg" alt="A look whose large image is missing" width="150" height="100"></a></figure>
  <p><a href="#demo-size-chart">Size chart</a> · <a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">The collection in motion (video)</a></p>
</shop-lightbox>
<div id="demo-size-chart" hidden><h3>Size chart</h3><table><tr><th scope="col">Size</th><th scope="col">Chest (cm)</th></tr><tr><td>S</td><td>88–94</td></tr><tr><td>M</td><td>96–102</td></tr><tr><td>L</td><td>104–110</td></tr></table></div>`;
}

export function overlayEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-lightbox',
      summary:
        'Wraps content with links. The three looks form one gallery (arrows page, Escape closes, focus returns to the link); the fourth link’s image is missing and shows “The image #4 could not be loaded.” with a link to it. The size chart opens a copy of the hidden table; the video link plays in an iframe and pauses the page’s playing videos meanwhile. Open /demo/elements/#look-2 to land on the second look.',
      exampleHtml: lookbook(),
    },
    {
      tag: 'shop-offcanvas',
      summary:
        'A panel opened by any control naming its id (`data-shop-offcanvas="#id"` or `aria-controls`). It slides in from `position` with its own `color` and `background` as a modal dialog: focus moves in and stays, Escape, the close button or a click on the dimmed page closes it, and focus returns to the control.',
      exampleHtml: `<button type="button" data-shop-offcanvas="#demo-offcanvas">Open the filters panel</button>
<shop-offcanvas id="demo-offcanvas" position="right" background="#1f2933" color="#fff">
  <div><h2>Filters</h2><p><label>Colour <select><option>Any</option><option>Rust</option><option>Teal</option></select></label></p><p><a href="/shop/" style="color:inherit">All products</a></p></div>
</shop-offcanvas>`,
    },
  ];
}
