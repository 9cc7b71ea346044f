<?php
/**
 * What WordPress will print: the enqueued scripts and, recursively, their dependencies.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/**
 * The handles the queue brings along: each enqueued handle and every registered dependency under it.
 *
 * @param \WP_Scripts $scripts WordPress's scripts.
 * @param string[]    $queue   Handles to start from (default: the queue).
 * @return array<string, true> Handle => true.
 */
function printed_handles( \WP_Scripts $scripts, ?array $queue = null ) {
	$seen    = array();
	$pending = null === $queue ? $scripts->queue : $queue;
	while ( $pending ) {
		$handle = array_pop( $pending );
		if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
			continue;
		}
		$seen[ $handle ] = true;
		foreach ( $scripts->registered[ $handle ]->deps as $dependency ) {
			$pending[] = $dependency;
		}
	}
	return $seen;
}

/**
 * The printed handles that need `$needed`, directly or through another dependency, for each the handles it
 * depends on directly among those that need it (so the screen can show the chain).
 *
 * @param \WP_Scripts $scripts WordPress's scripts.
 * @param string[]    $needed  Handles needed (e.g. jQuery's).
 * @return array<string, string[]> Dependent handle => its direct dependencies that lead to `$needed`.
 */
function dependents_of( \WP_Scripts $scripts, array $needed ) {
	$dependents = array();
	foreach ( array_keys( printed_handles( $scripts ) ) as $handle ) {
		if ( in_array( $handle, $needed, true ) ) {
			continue;
		}
		$through = array();
		foreach ( $scripts->registered[ $handle ]->deps as $dependency ) {
			$below = printed_handles( $scripts, array( $dependency ) );
			if ( array_intersect( $needed, array_keys( $below ) ) ) {
				$through[] = $dependency;
			}
		}
		if ( $through ) {
			$dependents[ $handle ] = $through;
		}
	}
	ksort( $dependents );
	return $dependents;
}
