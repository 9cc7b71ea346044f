<?php
/**
 * WooCommerce's main class, whose presence tells the plugin WooCommerce is active, and its FeaturesUtil,
 * recording the compatibility the plugin declares.
 *
 * @package ShopElements\Tests
 */

// phpcs:disable Generic.Files.OneObjectStructurePerFile.MultipleFound -- WooCommerce's two classes, as far as the plugin uses them.

namespace {
	/** WooCommerce is loaded. */
	class WooCommerce {}
}

namespace Automattic\WooCommerce\Utilities {
	/** Records each declaration. */
	class FeaturesUtil {

		/** @var array<int, array{0: string, 1: string, 2: bool}> Feature, plugin file, compatible. */
		public static $declared = array();

		/**
		 * As WooCommerce's: declares the plugin (in)compatible with a feature.
		 *
		 * @param string $feature_id             Feature.
		 * @param string $plugin_file            The plugin's main file.
		 * @param bool   $positive_compatibility Whether compatible.
		 */
		public static function declare_compatibility( $feature_id, $plugin_file, $positive_compatibility = true ) {
			self::$declared[] = array( $feature_id, $plugin_file, $positive_compatibility );
			return true;
		}
	}
}
