<?php
/**
 * `<shop-product-gallery>` printed around WooCommerce's gallery template where auto mode would wrap it, so the
 * element's stylesheet folds the gallery from the first paint.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** WooCommerce's `single-product/product-image.php`, as `wc_get_template` runs its hooks. */
final class GalleryTagTest extends Page_Test_Case {

	protected function tearDown(): void {
		unset( $GLOBALS['wp_actions']['template_redirect'] );
		remove_all_filters( 'woocommerce_single_product_flexslider_enabled' );
		parent::tearDown();
	}

	/**
	 * What a template prints with its hooks, on a storefront page.
	 *
	 * @param string $template The template's name.
	 */
	private static function template( $template = 'single-product/product-image.php' ) {
		$GLOBALS['wp_actions']['template_redirect'] = 1;
		ob_start();
		do_action( 'woocommerce_before_template_part', $template, '', '', array() );
		echo '<div class="woocommerce-product-gallery"></div>';
		do_action( 'woocommerce_after_template_part', $template, '', '', array() );
		return ob_get_clean();
	}

	public function test_the_gallery_is_inside_its_tag_with_the_defaults() {
		add_filter( 'woocommerce_single_product_flexslider_enabled', '__return_true' );
		$this->assertSame( '<shop-product-gallery><div class="woocommerce-product-gallery"></div></shop-product-gallery>', self::template() );
	}

	public function test_without_the_slider_the_tag_says_so() {
		add_filter( 'woocommerce_single_product_flexslider_enabled', '__return_false' );
		$this->assertSame( '<shop-product-gallery slider="false"><div class="woocommerce-product-gallery"></div></shop-product-gallery>', self::template() );
	}

	public function test_other_templates_the_gallery_switch_off_and_auto_mode_off() {
		$this->assertSame( '<div class="woocommerce-product-gallery"></div>', self::template( 'single-product/title.php' ), 'another template' );
		self::save_settings( array( 'build' => 'react', 'auto' => '1', 'features' => array( 'cart' => '1' ) ) );
		$this->assertSame( '<div class="woocommerce-product-gallery"></div>', self::template(), 'flexslider kept: the gallery is not the library\'s' );
		self::save_settings( array( 'build' => 'react', 'features' => array( 'gallery' => '1' ) ) );
		$this->assertSame( '<div class="woocommerce-product-gallery"></div>', self::template(), 'without auto mode the theme prints the tags' );
	}
}
