<?php
/**
 * The settings: defaults, what the form may save, and the screen.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

use function ShopElements\register_settings;
use function ShopElements\render_settings_page;
use function ShopElements\sanitize_settings;
use function ShopElements\settings;

require_once ABSPATH . 'wp-admin/includes/admin.php';

/** Settings → Shop Elements. */
final class SettingsTest extends Page_Test_Case {

	/** The screen's HTML for a user of the role. */
	private static function screen_as( $role ) {
		$user = get_user_by( 'login', $role ) ?: get_user_by( 'id', wp_insert_user( array( 'user_login' => $role, 'user_pass' => 'password', 'role' => $role ) ) );
		wp_set_current_user( $user->ID );
		$GLOBALS['title'] = 'Shop Elements';
		register_settings();
		ob_start();
		render_settings_page();
		return ob_get_clean();
	}

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	public function test_by_default_the_lean_build_auto_mode_and_every_feature() {
		$settings = settings();
		$this->assertSame( 'lean', $settings['build'] );
		$this->assertTrue( $settings['auto'] );
		$this->assertSame(
			array( 'cart', 'product-form', 'gallery', 'cart-page', 'site', 'password', 'address', 'wishlist', 'navigation' ),
			array_keys( array_filter( $settings['features'] ) )
		);
	}

	public function test_an_unchecked_box_saves_off_and_an_unknown_build_falls_back() {
		$saved = sanitize_settings( array( 'build' => '<script>', 'features' => array( 'gallery' => '1', 'bogus' => '1' ) ) );
		$this->assertSame( 'lean', $saved['build'] );
		$this->assertFalse( $saved['auto'] );
		$this->assertTrue( $saved['features']['gallery'] );
		$this->assertFalse( $saved['features']['cart'] );
		$this->assertArrayNotHasKey( 'bogus', $saved['features'] );
	}

	public function test_the_screen_posts_the_option_with_a_nonce() {
		$html = self::screen_as( 'administrator' );
		$this->assertStringContainsString( '<form action="options.php" method="post">', $html );
		$this->assertStringContainsString( "name='option_page' value='shop-elements'", $html );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="[0-9a-f]{10}"/', $html );
		$this->assertMatchesRegularExpression( '/name="shop_elements_settings\[features\]\[gallery\]" value="1"\s+checked=\'checked\'>/', $html );
		update_option( 'shop_elements_settings', sanitize_settings( array( 'features' => array( 'cart' => '1' ) ) ) );
		$this->assertMatchesRegularExpression( '/name="shop_elements_settings\[features\]\[navigation\]" value="1"\s*>/', self::screen_as( 'administrator' ) );
		$this->assertStringContainsString( 'wc-flexslider, flexslider, wc-zoom, zoom', $html );
	}

	public function test_the_screen_shows_nothing_to_a_user_who_cannot_manage_options() {
		$this->assertSame( '', self::screen_as( 'subscriber' ) );
	}

	public function test_the_screen_lists_the_scripts_that_still_need_jquery() {
		$this->enqueue_on_every_page(
			function () {
				wp_enqueue_script( 'promo-slider', 'http://shop.test/promo.js', array( 'jquery' ), '2.0', true );
			}
		);
		self::log_in_as_administrator();
		$this->render( 'product' );
		$html = self::screen_as( 'administrator' );
		$this->assertStringContainsString( '<td>product<br>', $html );
		$this->assertStringContainsString( '<code>promo-slider</code> (jquery)', $html );
	}

	public function test_the_screen_names_a_script_that_uses_jquery_without_declaring_it() {
		$this->enqueue_on_every_page(
			function () {
				wp_enqueue_script( 'yith-wcwl-add-to-wishlist', plugins_url( 'tests/fixtures/wishlist-buttons.js', \ShopElements\PLUGIN_FILE ), array(), '4.16.0', true );
			}
		);
		self::log_in_as_administrator();
		$this->render( 'product' );
		$this->assertStringContainsString( '<code>yith-wcwl-add-to-wishlist</code> (uses jQuery without declaring it)', self::screen_as( 'administrator' ) );
	}

	public function test_the_screen_says_so_when_no_page_was_seen_yet() {
		$this->assertStringContainsString( 'No storefront page recorded yet', self::screen_as( 'administrator' ) );
	}

	public function test_the_screen_warns_when_the_build_is_missing() {
		exec( 'rm -rf ' . escapeshellarg( $this->build ) );
		clearstatcache();
		$this->assertStringContainsString( 'notice-error', self::screen_as( 'administrator' ) );
	}
}
