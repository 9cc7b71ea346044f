<?php
/**
 * The plugin's settings, one option: the build, auto mode and the feature switches.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const OPTION = 'shop_elements_settings';

/** The two builds of the library: React in dist/, Preact's compatible layer in dist/lean/. */
const BUILDS = array( 'react', 'lean' );

/**
 * The build until the shop's owner picks one: lean, the one that keeps every page type of a real store at or
 * under the legacy scripts' JavaScript (README "Which build"; docs/measured.md).
 */
const DEFAULT_BUILD = 'lean';

/**
 * The saved settings over the defaults: lean build, auto mode on, every feature on.
 *
 * @return array{build: string, auto: bool, features: array<string, bool>}
 */
function settings() {
	$saved    = get_option( OPTION, array() );
	$saved    = is_array( $saved ) ? $saved : array();
	$features = array();
	foreach ( array_keys( features() ) as $id ) {
		$features[ $id ] = isset( $saved['features'][ $id ] ) ? (bool) $saved['features'][ $id ] : true;
	}
	return array(
		'build'    => isset( $saved['build'] ) && in_array( $saved['build'], BUILDS, true ) ? $saved['build'] : DEFAULT_BUILD,
		'auto'     => isset( $saved['auto'] ) ? (bool) $saved['auto'] : true,
		'features' => $features,
	);
}

/**
 * Whether the feature's legacy scripts are to be removed.
 *
 * @param string $id Key of features().
 */
function feature_enabled( $id ) {
	$features = settings()['features'];
	return ! empty( $features[ $id ] );
}

/**
 * The settings form's values, kept to what the form can send. An unchecked box is not sent, so each feature's
 * absence means off.
 *
 * @param mixed $input The posted option.
 * @return array{build: string, auto: bool, features: array<string, bool>}
 */
function sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$features = array();
	foreach ( array_keys( features() ) as $id ) {
		$features[ $id ] = ! empty( $input['features'][ $id ] );
	}
	return array(
		'build'    => isset( $input['build'] ) && in_array( $input['build'], BUILDS, true ) ? $input['build'] : DEFAULT_BUILD,
		'auto'     => ! empty( $input['auto'] ),
		'features' => $features,
	);
}
