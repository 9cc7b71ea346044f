<?php
/**
 * The entry's preload hint: the browser fetches the library's entry while it parses the page. The elements' own
 * files are not hinted, even those a page shows at once: preloaded, they came before the theme's stylesheets and
 * ran before the first paint, and on the real store's product pages Lighthouse's phone (slow 4G, slow CPU) saw the
 * first paint 1.2 s later with the React build (0.5 s with the lean one). The stylesheet prepares those elements'
 * first paint instead, and the entry fetches their files as it runs.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/** Prints `<link rel="modulepreload">` for the library's entry, by the very URL its script tag loads. */
function print_module_preloads() {
	$manifest = manifest();
	if ( null === $manifest || ! library_serves_this_page() ) {
		return;
	}
	printf( "<link rel=\"modulepreload\" href=\"%s\">\n", esc_url( entry_url( $manifest ) ) );
}
