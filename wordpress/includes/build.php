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
 *
 * @param array $manifest The build's manifest.
 */
function entry_file( array $manifest ) {
	if ( settings()['auto'] && is_readable( build_folder()['path'] . AUTO_ENTRY ) ) {
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
	$entry = entry_file( $manifest );
	return add_query_arg( 'ver', file_version( $entry ), build_folder()['url'] . $entry );
}

/**
 * A version for a build file's URL: its modification time, so a new build is fetched at once. Chunk names
 * carry a content hash already.
 *
 * @param string $file Path inside the build folder.
 */
function file_version( $file ) {
	$time = @filemtime( build_folder()['path'] . $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a missing file gives the plugin's version.
	return $time ? (string) $time : VERSION;
}
