<?php
/**
 * WordPress 6.5 and later: the entry goes through the script-modules API. The tests' WordPress (6.1) predates
 * it, so a separate PHP process stands in for the API's two functions and records the calls.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/**
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class ScriptModulesTest extends Page_Test_Case {

	/** Stands in for the script-modules API, recording what the plugin asks of it. */
	protected function setUp(): void {
		parent::setUp();
		require_once __DIR__ . '/support/script-modules-api.php';
	}

	public function test_the_entry_is_enqueued_as_a_script_module_with_the_preloaded_url() {
		$page = $this->render( 'product' );
		$this->assertSame(
			array( array( 'shop-elements', $GLOBALS['shop_elements_test_modules'][0][1], array(), null ) ),
			$GLOBALS['shop_elements_test_modules']
		);
		$this->assertMatchesRegularExpression( '#^http://shop\.test/wp-content/plugins/shop-elements/dist/lean/shop-elements\.js\?ver=[0-9a-f]{12}$#', $GLOBALS['shop_elements_test_modules'][0][1] );
		$this->assertStringContainsString( '<link rel="modulepreload" href="' . esc_url( $GLOBALS['shop_elements_test_modules'][0][1] ) . '">', $page['head'] );
		$this->assertScriptNotPrinted( 'shop-elements', $page['all'] );
	}
}
