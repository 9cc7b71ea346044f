<?php
/**
 * The block editor's script: enqueued with what the live preview loads into the canvas, the chosen build's entry
 * and stylesheet at their versioned URLs.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** Settings → Shop Elements's build, seen from the block editor. */
final class EditorBlocksTest extends Page_Test_Case {

	/** @var string The editor script as the zip has it, written for the test when the tree has none. */
	private $script;

	/** @var bool Whether the test wrote it. */
	private $wrote_script = false;

	protected function setUp(): void {
		parent::setUp();
		$this->script = dirname( __DIR__ ) . '/editor/blocks.js';
		if ( ! is_readable( $this->script ) ) {
			wp_mkdir_p( dirname( $this->script ) );
			file_put_contents( $this->script, '/* editor */' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the zip's file.
			$this->wrote_script = true;
		}
		$GLOBALS['wp_scripts'] = null;
	}

	protected function tearDown(): void {
		if ( $this->wrote_script ) {
			exec( 'rm -rf ' . escapeshellarg( dirname( $this->script ) ) );
		}
		parent::tearDown();
	}

	public function test_the_preview_loads_the_chosen_builds_versioned_entry_and_stylesheet() {
		self::save_settings( array( 'build' => 'lean', 'auto' => '1' ) );
		\ShopElements\enqueue_editor_blocks();
		$this->assertTrue( wp_script_is( 'shop-elements-blocks', 'enqueued' ) );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{12}$/', wp_scripts()->registered['shop-elements-blocks']->ver, 'versioned by content' );
		$inline = implode( '', wp_scripts()->get_data( 'shop-elements-blocks', 'before' ) );
		$this->assertStringContainsString( '"entry":"http:\\/\\/shop.test\\/wp-content\\/plugins\\/shop-elements\\/dist\\/lean\\/shop-elements.js?ver=51b7c39f2c74"', $inline, 'the plain entry, not auto mode' );
		$this->assertStringContainsString( '"stylesheet":"http:\\/\\/shop.test\\/wp-content\\/plugins\\/shop-elements\\/dist\\/lean\\/shop-elements.css?ver=7a3fc299d27f"', $inline );
	}
}
