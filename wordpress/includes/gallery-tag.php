<?php
/**
 * `<shop-product-gallery>` printed around WooCommerce's product gallery where auto mode would wrap it. Auto mode
 * runs from the footer (WordPress prints script modules there on a classic theme), after the first paint, while
 * the element's stylesheet folds the gallery to its first image only inside its tag: printed with the page, the
 * tag is there from the first paint, so the gallery is folded then and nothing moves when the slider runs.
 * Auto mode leaves markup already inside its tag alone.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const GALLERY_TEMPLATE = 'single-product/product-image.php';

/** Whether this page's gallery is the library's: auto mode and the gallery switch on, a page the library serves. */
function prints_gallery_tag() {
	return settings()['auto'] && feature_enabled( 'gallery' ) && is_storefront_request() && library_serves_this_page();
}

/**
 * Galleries opened and not yet closed: the closing tag goes only where an opening one went.
 *
 * @param int $change +1 or -1.
 */
function open_gallery_tags( $change = 0 ) {
	static $open = 0;
	$open += $change;
	return $open;
}

/**
 * Before the gallery's template: the tag, told when there is no slider (WooCommerce's `flexslider_enabled`, as the
 * element would read it from the params), so the stylesheet does not fold a gallery that stays stacked.
 *
 * @param string $template_name The template WooCommerce is about to include.
 */
function open_gallery_tag( $template_name ) {
	if ( GALLERY_TEMPLATE !== $template_name || ! prints_gallery_tag() ) {
		return;
	}
	open_gallery_tags( 1 );
	$slider = apply_filters( 'woocommerce_single_product_flexslider_enabled', get_theme_support( 'wc-product-gallery-slider' ) );
	echo $slider ? '<shop-product-gallery>' : '<shop-product-gallery slider="false">';
}

/**
 * After the gallery's template: the closing tag.
 *
 * @param string $template_name The template WooCommerce has included.
 */
function close_gallery_tag( $template_name ) {
	if ( GALLERY_TEMPLATE !== $template_name || open_gallery_tags() < 1 ) {
		return;
	}
	open_gallery_tags( -1 );
	echo '</shop-product-gallery>';
}

/** Hooks around WooCommerce's templates (`wc_get_template`). */
function add_gallery_tag() {
	add_action( 'woocommerce_before_template_part', __NAMESPACE__ . '\\open_gallery_tag' );
	add_action( 'woocommerce_after_template_part', __NAMESPACE__ . '\\close_gallery_tag' );
}
