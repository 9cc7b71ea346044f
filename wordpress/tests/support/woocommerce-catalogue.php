<?php
/**
 * WooCommerce's catalogue as far as the plugin's endpoints read it, without installing WooCommerce: the product
 * post types and taxonomies as WooCommerce registers them (visibility and stock as `product_visibility` terms),
 * products read from their posts, the product data store's search (title, excerpt, description and SKU, a
 * variation's SKU finding its parent, as WooCommerce 11's `search_products()` matches), and the single-product
 * summary's hooked template parts (title, price, add-to-cart form with the variations' data).
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** Products for the tests, and the hooks WooCommerce's templates add. */
final class WooCommerce_Catalogue {

	/** Registers the post types, taxonomies, visibility terms and summary hooks (once per run). */
	public static function register() {
		if ( post_type_exists( 'product' ) ) {
			return;
		}
		register_post_type( 'product', array( 'public' => true, 'has_archive' => 'shop' ) );
		register_post_type( 'product_variation', array( 'public' => false ) );
		register_taxonomy( 'product_cat', 'product', array( 'hierarchical' => true ) );
		register_taxonomy( 'product_visibility', array( 'product', 'product_variation' ), array( 'public' => false ) );
		foreach ( array( 'exclude-from-search', 'exclude-from-catalog', 'outofstock', 'featured' ) as $term ) {
			wp_insert_term( $term, 'product_visibility' );
		}
		add_action( 'woocommerce_before_single_product_summary', array( self::class, 'print_images' ), 20 );
		add_action( 'woocommerce_single_product_summary', array( self::class, 'print_title' ), 5 );
		add_action( 'woocommerce_single_product_summary', array( self::class, 'print_price' ), 10 );
		add_action( 'woocommerce_single_product_summary', array( self::class, 'print_add_to_cart' ), 30 );
	}

	/**
	 * A product as the admin screen saves it.
	 *
	 * @param array{name: string, unfiltered?: bool, status?: string, sku?: string, price?: string, content?: string, visibility?: string, stock?: string, categories?: string[], password?: string, variations?: array<array{sku?: string, price: string, attributes: array<string, string>}>} $product
	 * @return int Its id.
	 */
	public static function add( array $product ) {
		$id = wp_insert_post(
			array(
				'post_type'     => 'product',
				'post_title'    => $product['name'],
				'post_content'  => $product['content'] ?? '',
				'post_status'   => $product['status'] ?? 'publish',
				'post_password' => $product['password'] ?? '',
			)
		);
		if ( ! empty( $product['unfiltered'] ) ) {
			// As an administrator may save it (unfiltered_html): the name as typed, markup included.
			$GLOBALS['wpdb']->update( $GLOBALS['wpdb']->posts, array( 'post_title' => $product['name'] ), array( 'ID' => $id ) );
			clean_post_cache( $id );
		}
		update_post_meta( $id, '_sku', $product['sku'] ?? '' );
		update_post_meta( $id, '_price', $product['price'] ?? '' );
		// WooCommerce keeps the catalogue visibility and stock status as terms.
		$terms = array(
			'visible' => array(),
			'catalog' => array( 'exclude-from-search' ),
			'search'  => array( 'exclude-from-catalog' ),
			'hidden'  => array( 'exclude-from-search', 'exclude-from-catalog' ),
		)[ $product['visibility'] ?? 'visible' ];
		if ( 'outofstock' === ( $product['stock'] ?? 'instock' ) ) {
			$terms[] = 'outofstock';
		}
		wp_set_object_terms( $id, $terms, 'product_visibility' );
		foreach ( $product['categories'] ?? array() as $slug ) {
			if ( ! term_exists( $slug, 'product_cat' ) ) {
				wp_insert_term( ucfirst( $slug ), 'product_cat', array( 'slug' => $slug ) );
			}
		}
		wp_set_object_terms( $id, $product['categories'] ?? array(), 'product_cat' );
		foreach ( $product['variations'] ?? array() as $variation ) {
			$variation_id = wp_insert_post(
				array(
					'post_type'   => 'product_variation',
					'post_title'  => $product['name'] . ' - ' . implode( ', ', $variation['attributes'] ),
					'post_parent' => $id,
					'post_status' => 'publish',
				)
			);
			update_post_meta( $variation_id, '_sku', $variation['sku'] ?? '' );
			update_post_meta( $variation_id, '_price', $variation['price'] );
			foreach ( $variation['attributes'] as $name => $value ) {
				update_post_meta( $variation_id, 'attribute_' . $name, $value );
			}
		}
		return $id;
	}

	/** Removes every product and category the test added. */
	public static function empty_catalogue() {
		foreach ( get_posts( array( 'post_type' => array( 'product', 'product_variation' ), 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $id ) {
			wp_delete_post( $id, true );
		}
		foreach ( get_terms( array( 'taxonomy' => 'product_cat', 'hide_empty' => false, 'fields' => 'ids' ) ) as $term ) {
			wp_delete_term( $term, 'product_cat' );
		}
	}

	/** `woocommerce_show_product_images`, as far as its wrapper goes. */
	public static function print_images() {
		echo '<div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__image--placeholder"></div></div>';
	}

	/** `woocommerce_template_single_title`: WooCommerce prints the title as WordPress filters it (not escaped). */
	public static function print_title() {
		the_title( '<h1 class="product_title entry-title">', '</h1>' );
	}

	/** `woocommerce_template_single_price`. */
	public static function print_price() {
		echo '<p class="price">' . $GLOBALS['product']->get_price_html() . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- price HTML.
	}

	/** `woocommerce_template_single_add_to_cart`: a simple product's form, or the variation form with its JSON. */
	public static function print_add_to_cart() {
		$product = $GLOBALS['product'];
		if ( ! $product->is_type( 'variable' ) ) {
			printf( '<form class="cart" method="post"><button type="submit" name="add-to-cart" value="%d" class="single_add_to_cart_button button">Add to cart</button></form>', (int) $product->get_id() );
			return;
		}
		printf(
			'<form class="variations_form cart" method="post" data-product_id="%d" data-product_variations="%s"><button type="submit" class="single_add_to_cart_button button">Add to cart</button></form>',
			(int) $product->get_id(),
			esc_attr( wp_json_encode( $product->get_available_variations() ) )
		);
	}
}

/** WooCommerce's product data store, as far as its search goes. */
final class Product_Data_Store {

	/**
	 * WooCommerce's `search_products()`: title, excerpt, content or SKU holding the term, in published products
	 * (and their variations, whose parents are listed too), ordered by parent then title.
	 *
	 * @param string $term               The text.
	 * @param string $type               Unused here (virtual, downloadable).
	 * @param bool   $include_variations Whether variations are searched.
	 * @return int[]
	 */
	public function search_products( $term, $type = '', $include_variations = false ) {
		global $wpdb;
		$like  = '%' . $wpdb->esc_like( $term ) . '%';
		$types = $include_variations ? "'product', 'product_variation'" : "'product'";
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $types is one of two literals.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT DISTINCT posts.ID AS product_id, posts.post_parent AS parent_id FROM {$wpdb->posts} posts LEFT JOIN {$wpdb->postmeta} sku ON sku.post_id = posts.ID AND sku.meta_key = '_sku' WHERE posts.post_type IN ({$types}) AND posts.post_status = 'publish' AND ( posts.post_title LIKE %s OR posts.post_excerpt LIKE %s OR posts.post_content LIKE %s OR sku.meta_value LIKE %s ) ORDER BY posts.post_parent ASC, posts.post_title ASC", $like, $like, $like, $like ) );
		return wp_parse_id_list( array_merge( wp_list_pluck( $rows, 'product_id' ), wp_list_pluck( $rows, 'parent_id' ) ) );
	}
}

/** A product read from its post (`wc_get_product( $id )`). */
class Catalogue_Product extends \WC_Product {

	/** @var \WP_Post */
	private $post;

	/** @param \WP_Post $post The product's post. */
	public function __construct( \WP_Post $post ) {
		parent::__construct( 'product_variation' === $post->post_type ? 'variation' : ( get_children( array( 'post_parent' => $post->ID, 'post_type' => 'product_variation' ) ) ? 'variable' : 'simple' ) );
		$this->post = $post;
	}

	/** @return int */
	public function get_id() {
		return $this->post->ID;
	}

	/** @return string The name as saved. */
	public function get_name() {
		return $this->post->post_title;
	}

	/** @return string */
	public function get_permalink() {
		return get_permalink( $this->post );
	}

	/** @return string */
	public function get_price() {
		return (string) get_post_meta( $this->post->ID, '_price', true );
	}

	/** @return int The featured image. */
	public function get_image_id() {
		return (int) get_post_thumbnail_id( $this->post );
	}

	/** @return string 'visible', 'catalog', 'search' or 'hidden', from the visibility terms. */
	public function get_catalog_visibility() {
		$terms = wp_get_object_terms( $this->post->ID, 'product_visibility', array( 'fields' => 'names' ) );
		$hide  = array( in_array( 'exclude-from-search', $terms, true ), in_array( 'exclude-from-catalog', $terms, true ) );
		return array(
			'00' => 'visible',
			'10' => 'catalog',
			'01' => 'search',
			'11' => 'hidden',
		)[ (int) $hide[0] . (int) $hide[1] ];
	}

	/** @return string WooCommerce's amount markup. */
	public function get_price_html() {
		return '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>' . esc_html( $this->get_price() ) . '</bdi></span>';
	}

	/** @return array<array{variation_id: int, attributes: array<string, string>, display_price: float}> */
	public function get_available_variations() {
		$variations = array();
		foreach ( get_children( array( 'post_parent' => $this->post->ID, 'post_type' => 'product_variation', 'orderby' => 'ID', 'order' => 'ASC' ) ) as $variation ) {
			$attributes = array();
			foreach ( get_post_meta( $variation->ID ) as $key => $values ) {
				if ( 0 === strpos( $key, 'attribute_' ) ) {
					$attributes[ $key ] = $values[0];
				}
			}
			$variations[] = array(
				'variation_id'  => $variation->ID,
				'attributes'    => $attributes,
				'display_price' => (float) get_post_meta( $variation->ID, '_price', true ),
			);
		}
		return $variations;
	}

	/** @return array{price: array<int, string>} The variations' prices, lowest first. */
	public function get_variation_prices() {
		$prices = wp_list_pluck( $this->get_available_variations(), 'display_price', 'variation_id' );
		asort( $prices );
		return array( 'price' => array_map( 'strval', $prices ) );
	}
}
