<?php
/**
 * The gettext calls of the PHP files named on the command line, found by PHP's own tokenizer, as JSON: for the
 * contract test of the plugin's translation template (test/contract/pot.test.ts), independent of the build's
 * extractor. Each call: file, line, function, and its arguments by role (msgid, plural, context, domain), each
 * the literal's value or null when it is not a string literal (or literals joined with `.`).
 *
 * @package ShopElements\Tests
 */

// WordPress's gettext functions: each argument's role (the number of _n() and _nx() is not a string).
$roles = array(
	'__'         => array( 'msgid', 'domain' ),
	'_e'         => array( 'msgid', 'domain' ),
	'esc_html__' => array( 'msgid', 'domain' ),
	'esc_html_e' => array( 'msgid', 'domain' ),
	'esc_attr__' => array( 'msgid', 'domain' ),
	'esc_attr_e' => array( 'msgid', 'domain' ),
	'_x'         => array( 'msgid', 'context', 'domain' ),
	'_ex'        => array( 'msgid', 'context', 'domain' ),
	'esc_html_x' => array( 'msgid', 'context', 'domain' ),
	'esc_attr_x' => array( 'msgid', 'context', 'domain' ),
	'_n'         => array( 'msgid', 'plural', 'number', 'domain' ),
	'_nx'        => array( 'msgid', 'plural', 'number', 'context', 'domain' ),
	'_n_noop'    => array( 'msgid', 'plural', 'domain' ),
	'_nx_noop'   => array( 'msgid', 'plural', 'context', 'domain' ),
);

$calls = array();
foreach ( array_slice( $argv, 1 ) as $file ) {
	$tokens = array_values(
		array_filter(
			token_get_all( file_get_contents( $file ) ),
			function ( $token ) {
				return ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true );
			}
		)
	);
	foreach ( $tokens as $index => $token ) {
		if ( ! is_array( $token ) || ! in_array( $token[0], array( T_STRING, T_NAME_FULLY_QUALIFIED ), true ) ) {
			continue;
		}
		$name = ltrim( $token[1], '\\' );
		if ( ! isset( $roles[ $name ] ) || '(' !== ( $tokens[ $index + 1 ] ?? null ) ) {
			continue;
		}
		$before = $tokens[ $index - 1 ] ?? null;
		if ( is_array( $before ) && in_array( $before[0], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW ), true ) ) {
			continue;
		}
		// The arguments: tokens between the parentheses, split at the commas outside nested brackets.
		$args  = array( array() );
		$depth = 0;
		for ( $at = $index + 2; $at < count( $tokens ); $at++ ) {
			$text = is_array( $tokens[ $at ] ) ? $tokens[ $at ][1] : $tokens[ $at ];
			if ( in_array( $text, array( '(', '[', '{', '${', '{$' ), true ) || ( is_array( $tokens[ $at ] ) && in_array( $tokens[ $at ][0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ) {
				++$depth;
			} elseif ( in_array( $text, array( ')', ']', '}' ), true ) && 0 === $depth-- ) {
				break;
			}
			if ( 0 === $depth && ',' === $text ) {
				$args[] = array();
			} else {
				$args[ count( $args ) - 1 ][] = $tokens[ $at ];
			}
		}
		$call = array(
			'file'     => $file,
			'line'     => $token[2],
			'function' => $name,
		);
		foreach ( $roles[ $name ] as $position => $role ) {
			$call[ $role ] = isset( $args[ $position ] ) ? literal( $args[ $position ] ) : null;
		}
		$calls[] = $call;
	}
}
echo json_encode( $calls, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );

/**
 * The value of string literals joined by `.`, evaluated by PHP itself; null for anything else.
 *
 * @param array $tokens An argument's tokens.
 */
function literal( $tokens ) {
	$value = '';
	foreach ( $tokens as $position => $token ) {
		if ( 1 === $position % 2 ) {
			if ( '.' !== $token ) {
				return null;
			}
		} elseif ( is_array( $token ) && T_CONSTANT_ENCAPSED_STRING === $token[0] ) {
			$value .= eval( 'return ' . $token[1] . ';' ); // A literal without interpolation: PHP's own unescaping.
		} else {
			return null;
		}
	}
	return count( $tokens ) % 2 ? $value : null;
}
