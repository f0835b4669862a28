<?php
/**
 * The placeholder markup the loader mounts: `<div data-widget="kind" data-…>`, written by the
 * blocks' server-side render and by the `[ossature]` shortcode.
 *
 * Secret attributes (the SSO landings' tokens) never come from content: an editor's value is
 * dropped, and the server writes them through the `ossature_secret_attributes` filter, for the
 * visitor who landed:
 *
 *     add_filter( 'ossature_secret_attributes', function ( $values, $kind ) {
 *         if ( 'sso-landing' !== $kind || empty( $_GET['code'] ) ) return $values;
 *         $session = my_sso_redeem( sanitize_text_field( wp_unslash( $_GET['code'] ) ) );
 *         return array( 'data-token' => $session['token'], 'data-refresh-token' => $session['refreshToken'] );
 *     }, 10, 2 );
 *
 * Only the names the catalogue marks secret for that kind are kept. A page that holds such a kind
 * is sent with no-cache headers (includes/page.php), so no cache keeps one visitor's tokens.
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

/**
 * The block attribute's key of a `data-*` name, as `dataset` has it: data-refresh-token → refreshToken.
 *
 * @param string $name The `data-*` name.
 * @return string The key.
 */
function ossature_attribute_key( $name ) {
	return lcfirst( str_replace( '-', '', ucwords( substr( $name, 5 ), '-' ) ) );
}

/**
 * The placeholder of $kind with $values (keyed by attribute key or `data-*` name). Values of an
 * unknown kind or attribute are written as given: the loader reports them in the console, clearly,
 * rather than the page hiding a mistake.
 *
 * @param string $kind   The kind.
 * @param array  $values The attributes' values.
 * @return string The placeholder's markup, every value escaped.
 */
function ossature_placeholder( $kind, $values ) {
	$kind  = sanitize_key( $kind );
	$entry = ossature_entry( $kind );
	$attrs = array( 'data-widget' => $kind );
	$known = array();
	foreach ( (array) ( $entry['attributes'] ?? array() ) as $attribute ) {
		$known[ $attribute['name'] ] = $attribute;
	}
	foreach ( (array) $values as $key => $value ) {
		$name = 0 === strpos( $key, 'data-' ) ? $key : 'data-' . strtolower( preg_replace( '/[A-Z]/', '-$0', $key ) );
		if ( 'data-widget' === $name || 'data-kind' === $name || '' === (string) $value || ! empty( $known[ $name ]['secret'] ) ) {
			continue;
		}
		$attrs[ $name ] = (string) $value;
	}
	$secrets = (array) apply_filters( 'ossature_secret_attributes', array(), $kind, $values );
	foreach ( $secrets as $name => $value ) {
		if ( ! empty( $known[ $name ]['secret'] ) && is_scalar( $value ) ) {
			$attrs[ $name ] = (string) $value;
		}
	}
	$html = '<div';
	foreach ( $attrs as $name => $value ) {
		$html .= ' ' . preg_replace( '/[^a-z0-9-]/', '', $name ) . '="' . esc_attr( $value ) . '"';
	}
	return $html . '></div>';
}

/**
 * `[ossature kind="header" layout="menu"]` (or `data-layout="menu"`) in the classic editor.
 *
 * @param array|string $atts The shortcode's attributes ('' when it has none).
 * @return string The placeholder, or '' without a kind.
 */
function ossature_shortcode( $atts ) {
	$atts = (array) $atts;
	$kind = $atts['kind'] ?? '';
	unset( $atts['kind'] );
	return '' === $kind ? '' : ossature_placeholder( $kind, $atts );
}
add_shortcode( 'ossature', 'ossature_shortcode' );

/**
 * Secret attributes written by hand in content (a Custom HTML block) are dropped before the blocks
 * and shortcodes render (priority 8: do_blocks runs at 9), so only the server's filter writes them.
 *
 * @param string $content A post's content.
 * @return string The content without secret attributes on placeholders.
 */
function ossature_strip_secret_attributes( $content ) {
	if ( false === strpos( $content, 'data-widget' ) ) {
		return $content;
	}
	$names = array();
	foreach ( (array) ossature_catalogue() as $entry ) {
		foreach ( $entry['attributes'] as $attribute ) {
			if ( ! empty( $attribute['secret'] ) ) {
				$names[] = preg_quote( $attribute['name'], '~' );
			}
		}
	}
	if ( ! $names ) {
		return $content;
	}
	$secret = '~\s(?:' . implode( '|', array_unique( $names ) ) . ')\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s>]+)~';
	return preg_replace_callback(
		'~<[a-z][^>]*\sdata-widget\s*=[^>]*>~i',
		function ( $tag ) use ( $secret ) {
			return preg_replace( $secret, '', $tag[0] );
		},
		$content
	);
}
add_filter( 'the_content', 'ossature_strip_secret_attributes', 8 );
