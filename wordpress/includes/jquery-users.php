<?php
/**
 * Scripts that use jQuery without declaring it (YITH Wishlist 4's buttons script among them): they ran only
 * because some other script brought jQuery along. Once the replaced scripts are gone, each such script gets
 * jQuery as a dependency, so WordPress prints jQuery before it.
 *
 * What a file uses is read from the file, once per version: the answers are kept in an option that only a
 * logged-in administrator's visits write, so shoppers' requests never write to the database (until then they
 * read the few files not yet known).
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const SCRIPT_SCAN_OPTION = 'shop_elements_script_scan';

/** Marks a handle found using jQuery without declaring it, in WordPress's script registry, for the record. */
const UNDECLARED_JQUERY = 'shop_elements_undeclared_jquery';

/** Notes, on a handle, what its file was found to use on this request: [path, stamp, uses jQuery]. */
const SCANNED = 'shop_elements_scanned';

/**
 * Adds jQuery to the dependencies of each script about to be printed that uses it without needing it through
 * its dependencies.
 *
 * @param \WP_Scripts $scripts WordPress's scripts.
 */
function keep_jquery_for_undeclared_users( \WP_Scripts $scripts ) {
	$jquery = printed_handles( $scripts, JQUERY_HANDLES ); // jQuery and its Migrate helper.
	foreach ( array_keys( printed_handles( $scripts ) ) as $handle ) {
		if ( isset( $jquery[ $handle ] ) || in_array( $handle, $scripts->done, true ) ) {
			continue;
		}
		if ( array_intersect( JQUERY_HANDLES, array_keys( printed_handles( $scripts, array( $handle ) ) ) ) ) {
			continue; // Declared, directly or through a dependency.
		}
		if ( script_uses_jquery( $scripts, $handle ) ) {
			$scripts->registered[ $handle ]->deps[] = 'jquery';
			$scripts->add_data( $handle, UNDECLARED_JQUERY, true );
		}
	}
}

/**
 * Whether the handle's inline code or its file (when it is one of this site's) calls jQuery.
 *
 * @param \WP_Scripts $scripts WordPress's scripts.
 * @param string      $handle  A registered handle.
 */
function script_uses_jquery( \WP_Scripts $scripts, $handle ) {
	foreach ( array( 'before', 'after' ) as $position ) {
		if ( code_uses_jquery( implode( "\n", (array) $scripts->get_data( $handle, $position ) ) ) ) {
			return true;
		}
	}
	$src  = $scripts->registered[ $handle ]->src;
	$path = $src ? local_script_path( $src ) : null;
	return null !== $path && file_uses_jquery( $scripts, $handle, $path );
}

/**
 * Whether JavaScript code calls the `jQuery` global. `typeof jQuery` alone is a check for it, not a use, and
 * comments are no code (only whole-line `//` comments: in minified code, `//` is as likely a URL's).
 *
 * @param string $code JavaScript.
 */
function code_uses_jquery( $code ) {
	$code     = preg_replace( array( '#/\*.*?\*/#s', '#^\s*//.*$#m' ), '', $code ) ?? $code;
	$mentions = preg_match_all( '/(?<![\w$.])jQuery(?![\w$])|\bwindow\.jQuery\s*[(.]/', $code );
	$checks   = preg_match_all( '/\btypeof\s*\(?\s*jQuery(?![\w$])/', $code );
	return $mentions > $checks;
}

/**
 * The file of one of this site's scripts, or null for another site's (which cannot be read) or a path that
 * leads out of WordPress's folders.
 *
 * @param string $src The script's URL as registered: absolute, protocol-relative or relative to the site.
 */
function local_script_path( $src ) {
	$url = preg_replace( '#^https?:#', '', strtok( $src, '?#' ) );
	if ( 0 !== strpos( $url, '//' ) ) {
		$path = ABSPATH . ltrim( $url, '/' );
	} else {
		$path = null;
		$bases = array(
			plugins_url( '/' ) => WP_PLUGIN_DIR . '/',
			content_url( '/' ) => WP_CONTENT_DIR . '/',
			site_url( '/' )    => ABSPATH,
		);
		foreach ( $bases as $base => $folder ) {
			$base = preg_replace( '#^https?:#', '', $base );
			if ( 0 === strpos( $url, $base ) ) {
				$path = $folder . substr( $url, strlen( $base ) );
				break;
			}
		}
	}
	$real = null === $path ? false : realpath( $path );
	if ( false === $real || '.js' !== substr( $real, -3 ) ) {
		return null;
	}
	foreach ( array( ABSPATH, WP_CONTENT_DIR, WP_PLUGIN_DIR ) as $root ) {
		$root = realpath( $root );
		if ( $root && 0 === strpos( $real, rtrim( $root, '/' ) . '/' ) ) {
			return $real;
		}
	}
	return null;
}

/**
 * Whether a script file calls jQuery: the kept answer while the file has the same version, size and date, else
 * read from the file and noted on the handle, for an administrator's visit to keep.
 *
 * @param \WP_Scripts $scripts WordPress's scripts.
 * @param string      $handle  The file's handle.
 * @param string      $path    The file.
 */
function file_uses_jquery( \WP_Scripts $scripts, $handle, $path ) {
	$kept  = get_option( SCRIPT_SCAN_OPTION, array() );
	$stamp = $scripts->registered[ $handle ]->ver . '|' . filesize( $path ) . '|' . filemtime( $path );
	if ( isset( $kept[ $path ][0] ) && $kept[ $path ][0] === $stamp ) {
		return (bool) $kept[ $path ][1];
	}
	$uses = code_uses_jquery( (string) file_get_contents( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	$scripts->add_data( $handle, SCANNED, array( $path, $stamp, $uses ) );
	return $uses;
}

/**
 * Keeps the answers this request read from files; called on an administrator's storefront visit only.
 *
 * @param \WP_Scripts $scripts WordPress's scripts.
 */
function save_script_scan( \WP_Scripts $scripts ) {
	$kept    = get_option( SCRIPT_SCAN_OPTION, array() );
	$kept    = is_array( $kept ) ? $kept : array();
	$learnt  = array();
	foreach ( array_keys( $scripts->registered ) as $handle ) {
		$scanned = $scripts->get_data( $handle, SCANNED );
		if ( $scanned ) {
			$learnt[ $scanned[0] ] = array( $scanned[1], $scanned[2] );
		}
	}
	if ( $learnt ) {
		update_option( SCRIPT_SCAN_OPTION, array_merge( $kept, $learnt ), true );
	}
}
