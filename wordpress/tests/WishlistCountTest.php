<?php
/**
 * The header count's action, `shop_update_wishlist_count`: the visitor's YITH count, as a plain number.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** GET admin-ajax.php?action=shop_update_wishlist_count. */
final class WishlistCountTest extends Ajax_Test_Case {

	protected function tearDown(): void {
		\YITH_WCWL_Test_Wishlists::$items = array();
		unset( $_COOKIE[ 'yith_wcwl_session_' . COOKIEHASH ] );
		parent::tearDown();
	}

	/** @return array{status: int, body: string} */
	private function wishlist_count() {
		return $this->ajax( 'GET', array( 'action' => 'shop_update_wishlist_count' ) );
	}

	public function test_a_guest_without_a_wishlist_has_none() {
		$this->assertSame( array( 'status' => 200, 'body' => '0' ), $this->wishlist_count() );
	}

	public function test_a_guest_gets_the_count_of_their_own_session() {
		\YITH_WCWL_Test_Wishlists::$items = array(
			'session-abc' => array( 11, 12 ),
			'session-def' => array( 13, 14, 15 ),
		);
		$_COOKIE[ 'yith_wcwl_session_' . COOKIEHASH ] = 'abc';
		$this->assertSame( '2', $this->wishlist_count()['body'] );
	}

	public function test_a_customer_gets_the_count_of_their_account() {
		\YITH_WCWL_Test_Wishlists::$items = array(
			'user-1'      => array( 11, 12, 13 ),
			'session-abc' => array( 14 ),
		);
		$_COOKIE[ 'yith_wcwl_session_' . COOKIEHASH ] = 'abc';
		wp_set_current_user( 1 );
		$this->assertSame( '3', $this->wishlist_count()['body'] );
	}
}
