<?php
/**
 * Where the chosen build of the library is, and what its manifest (written by the library's build) says.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/** The auto-mode entry, beside the plain entry in each build folder: it wraps WooCommerce's markup in the tags. */
const AUTO_ENTRY = 'auto.js';

/**
 * The chosen build's folder: `dist/` (React) or `dist/lean/` inside the plugin.
 *
 * @return array{path: string, url: string} Both end with a slash.
 */
function build_folder() {
	$folder = 'lean' === settings()['build'] ? 'dist/lean/' : 'dist/';
	$build  = array(
		'path' => plugin_dir_path( PLUGIN_FILE ) . $folder,
		'url'  => plugin_dir_url( PLUGIN_FILE ) . $folder,
	);
	/**
	 * Filters where the library's build is, for a theme that ships its own copy.
	 *
	 * @param array{path: string, url: string} $build Folder path and URL, both ending with a slash.
	 * @param string                           $name  The chosen build: 'react' or 'lean'.
	 */
	return apply_filters( 'shop_elements_build_folder', $build, settings()['build'] );
}

/**
 * The build's manifest.json: the entry, the stylesheet, each tag's files (its group chunk first) and each tag's
 * loading strategy. Null when the build is missing or its manifest unreadable.
 *
 * @return array{entry: string, stylesheet: string, tags: array<string, string[]>, strategies: array<string, string>}|null
 */
function manifest() {
	static $cache = array();
	$file = build_folder()['path'] . 'manifest.json';
	$key  = $file . '@' . @filemtime( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a missing build is a state, not an error.
	if ( ! array_key_exists( $key, $cache ) ) {
		$json          = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$cache[ $key ] = is_array( $json ) && isset( $json['entry'], $json['tags'], $json['strategies'] ) ? $json : null;
	}
	return $cache[ $key ];
}

/**
 * The entry module to load: the auto-mode entry when auto mode is on and the build has it, else the plain one.
 * Auto mode wraps WooCommerce's markup: without WooCommerce the page has none, only the tags its content holds.
 *
 * @param array $manifest The build's manifest.
 */
function entry_file( array $manifest ) {
	if ( settings()['auto'] && woocommerce_is_active() && is_readable( build_folder()['path'] . AUTO_ENTRY ) ) {
		return AUTO_ENTRY;
	}
	return $manifest['entry'];
}

/**
 * The entry module's URL, versioned: the script tag and its preload hint must name the same URL, or the browser
 * fetches it twice.
 *
 * @param array $manifest The build's manifest.
 */
function entry_url( array $manifest ) {
	return build_file_url( $manifest, entry_file( $manifest ) );
}

/**
 * A build file's URL with its version, which changes with each release, so a browser's cached copy of an older
 * entry is never run with a newer release's chunks.
 *
 * @param array  $manifest The build's manifest.
 * @param string $file     Path inside the build folder: an entry or the stylesheet (chunk names carry their hash).
 */
function build_file_url( array $manifest, $file ) {
	return add_query_arg( 'ver', file_version( $manifest, $file ), build_folder()['url'] . $file );
}

/**
 * A build file's version: the hash of its content the build wrote into the manifest, else the plugin's version.
 * Never the file's modification time: the zip's files all carry the same date.
 *
 * @param array  $manifest The build's manifest.
 * @param string $file     Path inside the build folder.
 */
function file_version( array $manifest, $file ) {
	return isset( $manifest['versions'][ $file ] ) ? (string) $manifest['versions'][ $file ] : VERSION;
}
