// /demo/elements/ entries for the menus: dropdown and mega menu, mobile menu, menu map.
import { MAP_GEOCODE_PATH, MAP_TILE_PATH } from '../routes/map.ts';
import type { ElementEntry } from './element-catalogue.ts';

const map = (address: string) =>
  `<shop-menu-map address="${address}" tile-url="${MAP_TILE_PATH}?lat={lat}&amp;lng={lng}&amp;zoom={zoom}" geocode-url="${MAP_GEOCODE_PATH}?address={address}"><a href="https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}">${address}</a></shop-menu-map>`;

export function menuEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-menu',
      summary:
        'Wraps a WordPress menu (`ul.menu`, `li.menu-item-has-children`, `ul.sub-menu`). A button beside each submenu link shows and hides it (APG disclosure navigation); `trigger` adds hover intent (default), hover or click; a `mega-menu` item opens a wide panel of columns. Escape, a tap outside, focus leaving and scrolling close submenus. This example opens on click.',
      exampleHtml: `<shop-menu trigger="click"><nav class="main-navigation" aria-label="Example menu"><ul id="menu-example" class="menu">
	<li class="menu-item"><a href="/shop/">All products</a></li>
	<li class="menu-item menu-item-has-children"><a href="/help/">Help</a><ul class="sub-menu">
		<li class="menu-item menu-item-has-children"><a href="/my-account/orders/">Orders</a><ul class="sub-menu"><li class="menu-item"><a href="/cart/">Cart</a></li></ul></li>
		<li class="menu-item"><a href="/contact/">Contact us</a></li>
	</ul></li>
	<li class="menu-item menu-item-has-children mega-menu"><a href="/lookbook/">Collections</a><ul class="sub-menu">
		<li class="menu-item menu-item-has-children"><a href="/lookbook/">Lookbook</a><ul class="sub-menu"><li class="menu-item"><a href="/videos/">Videos</a></li></ul></li>
		<li class="menu-item">${map('4 Harbour Road, Bath')}</li>
	</ul></li>
</ul></nav></shop-menu>`,
    },
    {
      tag: 'shop-mobile-menu',
      summary:
        'The mobile sidebar menu: a modal dialog opened by the theme’s toggle (`aria-controls`), one menu level at a time. The button beside an item goes down a level, the header’s back button up; the header is named after the parent item, “Main Menu” at the top; focus moves to the first item of each level.',
      exampleHtml: `<button type="button" class="menu-toggle" aria-controls="example-mobile-menu">Open the mobile menu</button>
<shop-mobile-menu id="example-mobile-menu"><div class="handheld-navigation"><nav aria-label="Example mobile menu"><ul id="menu-example-mobile" class="menu">
	<li class="menu-item"><a href="/">Home</a></li>
	<li class="menu-item menu-item-has-children"><a href="/shop/">Shop</a><ul class="sub-menu">
		<li class="menu-item menu-item-has-children"><a href="/product-category/t-shirts/">T-shirts</a><ul class="sub-menu"><li class="menu-item"><a href="/product-category/t-shirts/">All T-shirts</a></li></ul></li>
		<li class="menu-item"><a href="/product-category/jeans/">Jeans</a></li>
	</ul></li>
</ul></nav></div></shop-mobile-menu>`,
    },
    {
      tag: 'shop-menu-map',
      summary:
        'A map for a mega menu item, drawn once it is near the viewport (inside a closed submenu: when the item opens), centred on `center`, else the `address` as the geocoder finds it, else a fixed default, at zoom 8. The demo’s maps service is a stand-in (a fixed lookup and a drawn tile); any failure leaves only the address link.',
      exampleHtml: `<div style="max-width: 24rem">${map('12 Market Street, Bristol')}</div>`,
    },
  ];
}
