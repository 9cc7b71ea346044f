<?php
/**
 * The elements' tags in WordPress's HTML filter: an author without the `unfiltered_html` capability (Authors and
 * Contributors; everyone but super admins on a multisite) saving a page keeps the tags an editor block wrote, with
 * their documented attributes and the global ones, instead of losing them on save. Event handler attributes and
 * anything else undocumented are still removed; the elements themselves follow only http(s) URLs.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/** What any element may carry besides its own attributes (`data-*`: what the page's controls name). */
const GLOBAL_ELEMENT_ATTRIBUTES = array( 'class', 'id', 'style', 'title', 'hidden', 'lang', 'dir', 'role', 'data-*' );

/**
 * Adds every tag to the tags allowed in post content.
 *
 * @param array  $tags    Tag => allowed attributes.
 * @param string $context The filter's context: 'post' is what post content is filtered with.
 * @return array
 */
function allow_element_tags( $tags, $context ) {
	if ( 'post' !== $context ) {
		return $tags;
	}
	foreach ( ELEMENT_ATTRIBUTES as $tag => $attributes ) {
		$tags[ $tag ] = array_fill_keys( array_merge( GLOBAL_ELEMENT_ATTRIBUTES, $attributes ), true );
	}
	return $tags;
}
