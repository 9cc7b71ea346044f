<?php
/**
 * The elements' tags survive WordPress's HTML filter on save, for an author without `unfiltered_html`.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

use PHPUnit\Framework\TestCase;

/** What an Author's saved page keeps. */
final class KsesTest extends TestCase {

	public function test_a_tag_keeps_its_documented_and_global_attributes_and_loses_the_rest() {
		$saved = wp_kses_post( '<shop-accordion open-index="1" loading="eager" class="faq" data-shop-offcanvas="#x" onclick="alert(1)" undocumented="1"><h3>Delivery</h3><p>Two days.</p></shop-accordion>' );
		$this->assertSame( '<shop-accordion open-index="1" loading="eager" class="faq" data-shop-offcanvas="#x"><h3>Delivery</h3><p>Two days.</p></shop-accordion>', $saved );
	}

	public function test_every_tag_of_the_library_is_allowed_in_post_content_only() {
		$allowed = wp_kses_allowed_html( 'post' );
		foreach ( \ShopElements\ELEMENT_ATTRIBUTES as $tag => $attributes ) {
			$this->assertSame( array(), array_diff( $attributes, array_keys( $allowed[ $tag ] ?? array() ) ), "$tag and its attributes" );
		}
		$this->assertSame( '', wp_kses_data( '<shop-count-up>' ), 'comments and other contexts keep WordPress\'s own list' );
	}
}
