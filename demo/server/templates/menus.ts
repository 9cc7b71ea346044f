// The theme's five menu locations, printed as WordPress's wp_nav_menu() does (menu-item classes, sub-menu lists,
// current-menu-item), with the elements around the ones that need them.
import { getCatalogue } from '../catalogue/index.ts';
import { categoryPath, CART_PATH, SHOP_PATH } from '../context.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { MAP_GEOCODE_PATH, MAP_TILE_PATH } from '../routes/map.ts';

interface MenuNode {
  label: string;
  href: string;
  /** Extra classes an editor gives the item in WordPress (`mega-menu`). */
  classes?: string[];
  children?: MenuNode[];
  /** Markup printed inside the item instead of its link (the map of the mega menu). */
  content?: string;
}

const STORE_ADDRESS = '12 Market Street, Bristol';

function storeMap(): string {
  const search = `https://www.openstreetmap.org/search?query=${encodeURIComponent(STORE_ADDRESS)}`;
  return `<shop-menu-map address="${escapeHtml(STORE_ADDRESS)}" tile-url="${MAP_TILE_PATH}?lat={lat}&amp;lng={lng}&amp;zoom={zoom}" geocode-url="${MAP_GEOCODE_PATH}?address={address}"><a class="menu-map-address" href="${escapeHtml(search)}">${escapeHtml(STORE_ADDRESS)}</a></shop-menu-map>`;
}

const categories = (): MenuNode[] => getCatalogue().categories.map((c) => ({ label: c.name, href: categoryPath(c.slug) }));

function shopMenu(): MenuNode {
  return {
    label: 'Shop',
    href: SHOP_PATH,
    classes: ['mega-menu'],
    children: [
      { label: 'Categories', href: SHOP_PATH, children: categories() },
      {
        label: 'Collections',
        href: '/lookbook/',
        children: [
          { label: 'Lookbook', href: '/lookbook/' },
          { label: 'Videos', href: '/videos/' },
          { label: 'Wishlist', href: '/wishlist/' },
        ],
      },
      { label: 'Visit our store', href: '/contact/', children: [{ label: STORE_ADDRESS, href: '/contact/', content: storeMap() }] },
    ],
  };
}

const helpMenu = (): MenuNode => ({
  label: 'Help',
  href: '/contact/',
  children: [
    {
      label: 'Orders',
      href: '/my-account/orders/',
      children: [
        { label: 'Track an order', href: '/my-account/orders/' },
        { label: 'Cart', href: CART_PATH },
      ],
    },
    { label: 'Contact us', href: '/contact/' },
    { label: 'Element catalogue', href: '/demo/elements/' },
  ],
});

const accountItems = (): MenuNode[] => [
  { label: 'Dashboard', href: '/my-account/' },
  { label: 'Orders', href: '/my-account/orders/' },
  { label: 'Addresses', href: '/my-account/edit-address/' },
  { label: 'Account details', href: '/my-account/edit-account/' },
];

/** WordPress numbers items by their post id; here each menu counts up from its own hundred. */
const FIRST_ITEM_ID = { 'main-menu': 100, 'main-menu-mobile': 200, 'top-bar-menu': 300, 'my-account-menu': 400, 'footer-menu': 500 };
type MenuSlug = keyof typeof FIRST_ITEM_ID;

function items(ctx: Ctx, nodes: MenuNode[], ids: { next: number }): string {
  return nodes
    .map((node) => {
      const itemId = (ids.next += 1);
      const current = node.href === ctx.path && !node.content;
      const classes = [
        'menu-item',
        'menu-item-type-custom',
        'menu-item-object-custom',
        ...(current ? ['current-menu-item'] : []),
        ...(node.children ? ['menu-item-has-children'] : []),
        ...(node.classes ?? []),
        `menu-item-${itemId}`,
      ];
      const link =
        node.content ?? `<a href="${escapeHtml(node.href)}"${current ? ' aria-current="page"' : ''}>${escapeHtml(node.label)}</a>`;
      const submenu = node.children ? `\n<ul class="sub-menu">\n${items(ctx, node.children, ids)}\n</ul>\n` : '';
      return `<li id="menu-item-${itemId}" class="${classes.join(' ')}">${link}${submenu}</li>`;
    })
    .join('\n');
}

function wpMenu(ctx: Ctx, slug: MenuSlug, nodes: MenuNode[]): string {
  return `<ul id="menu-${slug}" class="menu">\n${items(ctx, nodes, { next: FIRST_ITEM_ID[slug] })}\n</ul>`;
}

/** 'Main Menu' (primary location): a mega menu with a map, dropdowns three levels deep. */
export function mainMenu(ctx: Ctx): string {
  return `<shop-menu><nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Primary Navigation">
		<button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-mobile-menu" aria-expanded="false"><span>Menu</span></button>
		<div class="primary-navigation">${wpMenu(ctx, 'main-menu', [{ label: 'Home', href: '/' }, shopMenu(), helpMenu(), { label: 'My account', href: '/my-account/' }])}</div>
		</nav></shop-menu>`;
}

/** 'Main Menu - Mobile': the same shop, three levels deep, in the off-canvas mobile menu. */
export function mobileMenu(ctx: Ctx): string {
  const shop: MenuNode = {
    label: 'Shop',
    href: SHOP_PATH,
    children: [
      { label: 'Categories', href: SHOP_PATH, children: categories() },
      { label: 'Lookbook', href: '/lookbook/' },
      { label: 'Videos', href: '/videos/' },
    ],
  };
  const account: MenuNode = { label: 'My account', href: '/my-account/', children: accountItems() };
  return `<shop-mobile-menu id="site-mobile-menu"><div class="handheld-navigation">
		<nav aria-label="Mobile menu">${wpMenu(ctx, 'main-menu-mobile', [{ label: 'Home', href: '/' }, shop, helpMenu(), account])}</nav>
		</div></shop-mobile-menu>`;
}

/** 'Top Bar Menu': a flat row of links above the header, and the 'My Account Menu' as a click dropdown beside it. */
export function topBar(ctx: Ctx): string {
  const topLinks: MenuNode[] = [
    { label: 'Free delivery over $50', href: '/contact/' },
    { label: 'Wishlist', href: '/wishlist/' },
    { label: 'Contact', href: '/contact/' },
  ];
  return `<div class="top-bar"><div class="col-full">
		<nav class="top-bar-navigation" aria-label="Top Bar Menu">${wpMenu(ctx, 'top-bar-menu', topLinks)}</nav>
		<shop-menu trigger="click"><nav class="account-navigation" aria-label="My Account Menu">${wpMenu(ctx, 'my-account-menu', [
      { label: 'My account', href: '/my-account/', children: accountItems() },
    ])}</nav></shop-menu>
		</div></div>`;
}

/** 'Footer Menu'. */
export function footerMenu(ctx: Ctx): string {
  return `<nav class="footer-navigation" aria-label="Footer Menu">${wpMenu(ctx, 'footer-menu', [
    { label: 'Shop', href: SHOP_PATH },
    { label: 'Lookbook', href: '/lookbook/' },
    { label: 'Contact', href: '/contact/' },
    { label: 'Element catalogue', href: '/demo/elements/' },
  ])}</nav>`;
}
