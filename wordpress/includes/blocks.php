<?php
/**
 * The block editor's blocks: one for each element page editors place, registered by the editor script
 * (editor/blocks.js, built from wordpress/blocks/ and the library's manifest) under one category.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const BLOCK_CATEGORY = 'shop-elements';
const EDITOR_HANDLE  = 'shop-elements-blocks';
const EDITOR_SCRIPT  = 'editor/blocks.js';

/**
 * Adds the blocks' category to the inserter.
 *
 * @param array[] $categories The editor's block categories.
 * @return array[]
 */
function add_block_category( $categories ) {
	$categories[] = array(
		'slug'  => BLOCK_CATEGORY,
		'title' => __( 'Shop elements', 'shop-elements' ),
		'icon'  => null,
	);
	return $categories;
}

/**
 * Enqueues the editor script, and tells it where the chosen build's entry and stylesheet are: the live preview
 * loads them into the editor's canvas. The plain entry, not auto mode: the canvas holds no theme markup to wrap.
 */
function enqueue_editor_blocks() {
	$manifest = manifest();
	$script   = plugin_dir_path( PLUGIN_FILE ) . EDITOR_SCRIPT;
	if ( null === $manifest || ! is_readable( $script ) ) {
		return;
	}
	wp_enqueue_script(
		EDITOR_HANDLE,
		plugin_dir_url( PLUGIN_FILE ) . EDITOR_SCRIPT,
		array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-data', 'wp-element' ),
		// By its content: the zip's files all carry the same date.
		substr( md5_file( $script ), 0, 12 ),
		true
	);
	$library = array(
		'entry'      => build_file_url( $manifest, $manifest['entry'] ),
		'stylesheet' => build_file_url( $manifest, $manifest['stylesheet'] ),
	);
	wp_add_inline_script( EDITOR_HANDLE, 'var shopElementsEditor = ' . wp_json_encode( $library ) . ';', 'before' );
}
