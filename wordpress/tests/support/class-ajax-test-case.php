<?php
/**
 * Base of the tests of the plugin's admin-ajax actions: a request as admin-ajax.php makes it (`wp_doing_ajax()`,
 * the action's hooks), its answer's body and status captured where WordPress would end the request.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

use PHPUnit\Framework\TestCase;

/** Where `wp_die()` ends an admin-ajax request: the test reads the answer instead. */
final class Ajax_Ended extends \Exception {

	/** @var int The HTTP status the answer was sent with. */
	public $status;

	/** @param int $status HTTP status. */
	public function __construct( $status ) {
		parent::__construct( 'The admin-ajax request ended.' );
		$this->status = $status;
	}
}

/** Runs admin-ajax actions on the test catalogue. */
abstract class Ajax_Test_Case extends TestCase {

	/** The catalogue's post types and terms, the plugin's actions hooked, no catalogue yet. */
	protected function setUp(): void {
		WooCommerce_Catalogue::register();
		WooCommerce_Catalogue::empty_catalogue();
		\ShopElements\register_endpoints();
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( self::class, 'die_handler' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'wp_doing_ajax', '__return_true' );
		remove_filter( 'wp_die_ajax_handler', array( self::class, 'die_handler' ) );
		$_GET  = array();
		$_POST = array();
		wp_set_current_user( 0 );
		WooCommerce_Catalogue::empty_catalogue();
	}

	/** @return callable Throws where WordPress would end the request. */
	public static function die_handler() {
		return static function ( $message, $title = '', $args = array() ) {
			throw new Ajax_Ended( (int) ( is_array( $args ) && isset( $args['response'] ) ? $args['response'] : 200 ) );
		};
	}

	/**
	 * One request to admin-ajax.php as a guest (or the current user), as a GET or a POST of the fields.
	 *
	 * @param string               $method 'GET' or 'POST'.
	 * @param array<string, mixed> $fields The query or form fields, `action` included.
	 * @return array{status: int, body: string}
	 */
	protected function ajax( $method, array $fields ) {
		$_GET  = 'GET' === $method ? wp_slash( $fields ) : array();
		$_POST = 'POST' === $method ? wp_slash( $fields ) : array();
		$hook  = ( is_user_logged_in() ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . $fields['action'];
		$this->assertTrue( has_action( $hook ) !== false, "{$hook} should be answered" );
		ob_start();
		try {
			do_action( $hook );
			$status = 200;
		} catch ( Ajax_Ended $ended ) {
			$status = $ended->status;
		}
		return array(
			'status' => $status,
			'body'   => ob_get_clean(),
		);
	}
}
