<?php
/**
 * Loads the library: its stylesheet, and its entry as a JavaScript module.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const HANDLE = 'shop-elements';

/**
 * Enqueues the stylesheet and the entry module of the chosen build. WordPress 6.5 and later load it through the
 * script-modules API; earlier versions through a classic script handle whose tag gets `type="module"`.
 */
function enqueue_library() {
	$manifest = manifest();
	if ( null === $manifest || ! library_serves_this_page() ) {
		return;
	}
	wp_enqueue_style( HANDLE, build_folder()['url'] . $manifest['stylesheet'], array(), file_version( $manifest, $manifest['stylesheet'] ) );
	// The version is in the URL already (null: none added), as the preload hint names it.
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		wp_enqueue_script_module( HANDLE, entry_url( $manifest ), array(), null );
		return;
	}
	wp_enqueue_script( HANDLE, entry_url( $manifest ), array(), null, true );
}

/**
 * Makes the library's classic script tag a module tag (WordPress before 6.5).
 *
 * @param string $tag    The `<script>` tag WordPress printed.
 * @param string $handle Its handle.
 */
function module_script_tag( $tag, $handle ) {
	if ( HANDLE !== $handle ) {
		return $tag;
	}
	$tag = preg_replace( '/\stype=([\'"])[^\'"]*\1/', '', $tag, 1 );
	return preg_replace( '/<script(?=[\s>])/', '<script type="module"', $tag, 1 );
}
