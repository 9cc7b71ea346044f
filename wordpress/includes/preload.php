<?php
/**
 * Preload hints for the elements a page shows at once, from the build's manifest: the browser fetches their
 * files while it parses the page, and their group chunks run as soon as they arrive, so those elements are
 * defined before DOMContentLoaded instead of after the entry has run. Elements that wait (until visible, idle
 * or an interaction) are left to the entry: preloading them would spend the bandwidth their strategy saves.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/**
 * The tags a page of this type shows at once with WooCommerce's templates (auto mode wraps their markup).
 *
 * @return string[]
 */
function page_tags() {
	// In auto mode the quantity fields are printed with their buttons' stand-ins (quantity-buttons.php), and auto
	// mode lets such a field wait for the shopper's first action: its group is not wanted before then.
	$quantity = settings()['auto'] ? array() : array( 'shop-quantity' );
	$tags     = array();
	if ( function_exists( 'is_product' ) && is_product() ) {
		$tags = array_merge( array( 'shop-product-gallery', 'shop-product-tabs' ), $quantity );
		if ( is_variable_product() ) {
			$tags[] = 'shop-variation-form';
		}
	} elseif ( function_exists( 'is_cart' ) && is_cart() ) {
		$tags = $quantity;
	}
	/**
	 * Filters the tags this page shows at once. Only tags whose loading strategy is eager are preloaded.
	 *
	 * @param string[] $tags Tags WooCommerce's templates give this page type.
	 */
	return (array) apply_filters( 'shop_elements_page_tags', $tags );
}

/**
 * Whether the page's product has variations: only its page has the variation form, whose group chunk a simple
 * product's page would fetch for nothing.
 *
 * @return bool
 */
function is_variable_product() {
	$product = function_exists( 'wc_get_product' ) ? wc_get_product( get_queried_object_id() ) : null;
	return $product instanceof \WC_Product && $product->is_type( 'variable' );
}

/** Prints `<link rel="modulepreload">` for the page's eager tags and runs their group chunks. */
function print_module_preloads() {
	$manifest = manifest();
	if ( null === $manifest || ! library_serves_this_page() ) {
		return;
	}
	$files  = array();
	$groups = array();
	foreach ( page_tags() as $tag ) {
		if ( empty( $manifest['tags'][ $tag ] ) || 'eager' !== ( $manifest['strategies'][ $tag ] ?? '' ) ) {
			continue;
		}
		$files                                = array_merge( $files, array_fill_keys( $manifest['tags'][ $tag ], true ) );
		$groups[ $manifest['tags'][ $tag ][0] ] = true;
	}
	$url = build_folder()['url'];
	// The auto entry holds the plain entry's code: one file either way.
	printf( "<link rel=\"modulepreload\" href=\"%s\">\n", esc_url( entry_url( $manifest ) ) );
	foreach ( array_keys( $files ) as $file ) {
		printf( "<link rel=\"modulepreload\" href=\"%s\">\n", esc_url( $url . $file ) );
	}
	foreach ( array_keys( $groups ) as $file ) {
		printf( "<script type=\"module\" src=\"%s\"></script>\n", esc_url( $url . $file ) ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- a module script, which enqueueing cannot give before WordPress 6.5.
	}
}
