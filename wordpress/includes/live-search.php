<?php
/**
 * The live search's admin-ajax action (`shop_ajax_search_products`, what `<shop-live-search>` sends by default):
 * the products WooCommerce's own product search matches (title, excerpt, description, SKU and GTIN, a
 * variation's SKU finding its product), in the chosen category, as the catalogue's search shows them, answered
 * as `{ suggestions: [{ id, value, url, img, price }] }`.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const LIVE_SEARCH_ACTION = 'shop_ajax_search_products';

/** Suggestions per answer, unless filtered. */
const LIVE_SEARCH_LIMIT = 10;

/** The option whose value changes whenever a product, its terms or its stock change: part of every cache key. */
const SEARCH_CACHE_VERSION_OPTION = 'shop_elements_search_version';

/** Answers the action: GET `query` and optional `product_cat` (a category slug). Changes nothing: no nonce. */
function answer_live_search() {
	$started  = microtime( true );
	$text     = isset( $_GET['query'] ) ? trim( sanitize_text_field( wp_unslash( $_GET['query'] ) ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read.
	$category = isset( $_GET['product_cat'] ) ? sanitize_title( wp_unslash( $_GET['product_cat'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read.
	$products = search_suggestion_products( $text, $category );
	$matched  = microtime( true );
	$rows     = array_map( __NAMESPACE__ . '\\suggestion_row', $products );
	if ( ! headers_sent() ) {
		// How long finding the products and writing their rows took, for the browser's network panel and for
		// measurements on a real store.
		header( sprintf( 'Server-Timing: match;dur=%.1f, rows;dur=%.1f', ( $matched - $started ) * 1000, ( microtime( true ) - $matched ) * 1000 ) );
	}
	wp_send_json( array( 'suggestions' => $rows ) );
}

/**
 * The products to suggest for the text in the category: matched by WooCommerce's product search, shown by the
 * catalogue's search, those whose title holds the text first.
 *
 * @param string $text     What the shopper typed.
 * @param string $category A product_cat slug, '' for all.
 * @return \WC_Product[]
 */
function search_suggestion_products( $text, $category ) {
	if ( mb_strlen( $text ) < 2 ) {
		return array();
	}
	/**
	 * Filters how many suggestions one answer holds.
	 *
	 * @param int $limit Ten by default.
	 */
	$limit = max( 1, (int) apply_filters( 'shop_elements_live_search_limit', LIVE_SEARCH_LIMIT ) );
	$key   = 'shop_elements_search_' . md5( wp_json_encode( array( $text, $category, $limit, hides_out_of_stock(), search_cache_version() ) ) );
	$ids   = get_transient( $key );
	if ( ! is_array( $ids ) ) {
		$ids = searchable_product_ids( $text, $category, $limit );
		set_transient( $key, $ids, HOUR_IN_SECONDS );
	}
	return array_values( array_filter( array_map( 'wc_get_product', $ids ) ) );
}

/**
 * The matching products' ids in suggestion order.
 *
 * @param string $text     What the shopper typed.
 * @param string $category A product_cat slug, '' for all.
 * @param int    $limit    How many.
 * @return int[]
 */
function searchable_product_ids( $text, $category, $limit ) {
	// Variations included, so that a variation's SKU finds its product (the list holds each match's parent).
	$matched = \WC_Data_Store::load( 'product' )->search_products( $text, '', true );
	if ( ! $matched ) {
		return array();
	}
	$hidden = array( 'exclude-from-search' );
	if ( hides_out_of_stock() ) {
		$hidden[] = 'outofstock';
	}
	$tax_query = array(
		array(
			'taxonomy' => 'product_visibility',
			'field'    => 'name',
			'terms'    => $hidden,
			'operator' => 'NOT IN',
		),
	);
	if ( '' !== $category ) {
		$tax_query[] = array(
			'taxonomy' => 'product_cat',
			'field'    => 'slug',
			'terms'    => $category,
		);
	}
	$posts = get_posts(
		array(
			'post_type'              => 'product',
			'post_status'            => 'publish',
			'post__in'               => array_map( 'intval', $matched ),
			'tax_query'              => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the catalogue's own filter.
			'posts_per_page'         => -1,
			'orderby'                => 'title',
			'order'                  => 'ASC',
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
		)
	);
	// As WordPress's own search ranks them: a title holding the text before a match elsewhere.
	$in_title = array();
	$others   = array();
	foreach ( $posts as $post ) {
		if ( false !== mb_stripos( $post->post_title, $text ) ) {
			$in_title[] = $post->ID;
		} else {
			$others[] = $post->ID;
		}
	}
	return array_slice( array_merge( $in_title, $others ), 0, $limit );
}

/**
 * One suggestion as `<shop-live-search>` reads it. The name is escaped (the element shows it as text, entities
 * decoded; a reader that takes it as HTML shows the same); the price is WooCommerce's price HTML as the
 * catalogue prints it, the one field documented as HTML (the element cleans it with DOMPurify).
 *
 * @param \WC_Product $product The product.
 * @return array{id: int, value: string, url: string, img: string, price: string}
 */
function suggestion_row( $product ) {
	$image = $product->get_image_id() ? wp_get_attachment_image_url( $product->get_image_id(), 'woocommerce_gallery_thumbnail' ) : false;
	return array(
		'id'    => $product->get_id(),
		'value' => esc_html( $product->get_name() ),
		'url'   => esc_url_raw( $product->get_permalink() ),
		'img'   => esc_url_raw( $image ? $image : wc_placeholder_img_src( 'woocommerce_gallery_thumbnail' ) ),
		'price' => $product->get_price_html(),
	);
}

/** Whether the store hides out-of-stock products from its catalogue (WooCommerce → Settings → Products → Inventory). */
function hides_out_of_stock() {
	return 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' );
}

/** The value every cached search result is keyed with: a new one after any change to the catalogue. */
function search_cache_version() {
	return (string) get_option( SEARCH_CACHE_VERSION_OPTION, '0' );
}

/** A new cache version: every cached search is stale (it expires by itself within the hour). */
function forget_cached_searches() {
	update_option( SEARCH_CACHE_VERSION_OPTION, uniqid( '', true ), true );
}

/**
 * Forgets the cached searches when a product changes.
 *
 * @param int $post_id The post whose cache WordPress cleans.
 */
function forget_cached_searches_for_post( $post_id ) {
	if ( in_array( get_post_type( $post_id ), array( 'product', 'product_variation' ), true ) ) {
		forget_cached_searches();
	}
}

/**
 * Forgets the cached searches when a product's categories, visibility or stock terms change.
 *
 * @param int    $object_id The post.
 * @param array  $terms     The terms set.
 * @param array  $tt_ids    Their term-taxonomy ids.
 * @param string $taxonomy  The taxonomy.
 */
function forget_cached_searches_for_terms( $object_id, $terms, $tt_ids, $taxonomy ) {
	if ( in_array( $taxonomy, array( 'product_cat', 'product_visibility' ), true ) ) {
		forget_cached_searches();
	}
}

/** The hooks that keep the cached searches true to the catalogue. */
function watch_catalogue_for_search_cache() {
	add_action( 'clean_post_cache', __NAMESPACE__ . '\\forget_cached_searches_for_post' );
	add_action( 'set_object_terms', __NAMESPACE__ . '\\forget_cached_searches_for_terms', 10, 4 );
	add_action( 'woocommerce_delete_product_transients', __NAMESPACE__ . '\\forget_cached_searches' );
	add_action( 'update_option_woocommerce_hide_out_of_stock_items', __NAMESPACE__ . '\\forget_cached_searches' );
}
