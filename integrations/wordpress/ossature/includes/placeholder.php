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
 * Only the names the catalogue marks secret for that kind are kept, each with the page's secrets
 * nonce (`data-secrets-nonce`, also in the page's <head> as `<meta name="ossature-secrets-nonce">`:
 * an SSO landing refuses tokens without it, so a token planted in content some other way is never
 * used). A page
 * that holds such a kind is sent with no-cache headers (includes/page.php), so no cache keeps one
 * visitor's tokens.
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
 * The `data-*` name a value's key is written as: 'layout', 'refreshToken', 'data-layout' and
 * 'data-refresh-token' are written data-layout and data-refresh-token. Whatever else the key holds
 * (spaces, underscores, other letters, invisible characters) is left out here, before any check:
 * the name checked against the secret list is the name written ('token ' or 'to_ken' is
 * data-token, and is dropped as the secret it is).
 *
 * @param string $key A block attribute's key, or a shortcode attribute's name.
 * @return string The `data-*` name, or '' when nothing of a name is left.
 */
function ossature_attribute_name( $key ) {
	$key  = (string) $key;
	$name = 0 === stripos( $key, 'data-' ) ? substr( $key, 5 ) : $key;
	$name = preg_replace( '/[^a-z0-9-]/', '', strtolower( preg_replace( '/[A-Z]/', '-$0', $name ) ) );
	return '' === trim( $name, '-' ) ? '' : 'data-' . $name;
}

/**
 * The page's secrets nonce: a random value, one per request, written in the <head>
 * (includes/page.php) and beside the secret attributes the server writes. Nobody writing content
 * can know it in advance.
 *
 * @return string 32 hexadecimal characters.
 */
function ossature_secrets_nonce() {
	static $nonce = null;
	if ( null === $nonce ) {
		$nonce = bin2hex( random_bytes( 16 ) );
	}
	return $nonce;
}

/** Names content never writes: the loader's own, and the secrets' nonce. */
const OSSATURE_RESERVED_ATTRIBUTES = array( 'data-widget', 'data-kind', 'data-widget-mounted', 'data-secrets-nonce' );

/**
 * The placeholder of $kind with $values (keyed by attribute key or `data-*` name). Values of an
 * unknown kind or attribute are written as given, under their cleaned name: the loader reports
 * them in the console, clearly, rather than the page hiding a mistake.
 *
 * @param string $kind   The kind.
 * @param array  $values The attributes' values.
 * @return string The placeholder's markup, every value escaped.
 */
function ossature_placeholder( $kind, $values ) {
	$kind = sanitize_key( $kind );
	ossature_rendered_kinds( $kind );
	$entry = ossature_entry( $kind );
	$attrs = array( 'data-widget' => $kind );
	$known = array();
	foreach ( (array) ( $entry['attributes'] ?? array() ) as $attribute ) {
		$known[ $attribute['name'] ] = $attribute;
	}
	foreach ( (array) $values as $key => $value ) {
		$name = ossature_attribute_name( $key );
		if ( '' === $name || in_array( $name, OSSATURE_RESERVED_ATTRIBUTES, true ) || ossature_is_secret_name( $name ) || ! is_scalar( $value ) || '' === (string) $value ) {
			continue;
		}
		$attrs[ $name ] = (string) $value;
	}
	$secrets = (array) apply_filters( 'ossature_secret_attributes', array(), $kind, $values );
	$sealed  = false;
	foreach ( $secrets as $name => $value ) {
		if ( ! empty( $known[ $name ]['secret'] ) && is_scalar( $value ) ) {
			$attrs[ $name ] = (string) $value;
			$sealed         = true;
		}
	}
	if ( $sealed ) {
		$attrs['data-secrets-nonce'] = ossature_secrets_nonce();
	}
	$html = '<div';
	foreach ( $attrs as $name => $value ) {
		$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	return $html . '></div>';
}

/**
 * Whether a `data-*` name is secret for some kind of the catalogue: such a value never comes from
 * content, whichever placeholder it is written on.
 *
 * @param string $name A cleaned `data-*` name.
 * @return bool Whether it is secret.
 */
function ossature_is_secret_name( $name ) {
	return in_array( $name, ossature_secret_names(), true );
}

/**
 * The `data-*` names the catalogue marks secret, for any kind.
 *
 * @return string[] The names.
 */
function ossature_secret_names() {
	$names = array();
	foreach ( (array) ossature_catalogue() as $entry ) {
		foreach ( (array) ( $entry['attributes'] ?? array() ) as $attribute ) {
			if ( ! empty( $attribute['secret'] ) ) {
				$names[] = $attribute['name'];
			}
		}
	}
	return array_values( array_unique( $names ) );
}

/**
 * A block's placeholder inside the block's wrapper: WordPress's own block settings (Additional CSS
 * class, HTML anchor, spacing, lock) land on the wrapper, never on the placeholder, whose
 * attributes are the kind's catalogue attributes only (a block's other keys are WordPress's).
 *
 * @param string $kind       The kind.
 * @param array  $attributes The block's attributes.
 * @return string The wrapper and its placeholder.
 */
function ossature_block_markup( $kind, $attributes ) {
	$entry = ossature_entry( $kind );
	if ( null === $entry ) {
		// No catalogue read yet (a new address): the block's own keys, WordPress's set apart.
		$values = array_diff_key( (array) $attributes, array_flip( array( 'className', 'anchor', 'lock', 'style', 'metadata', 'align' ) ) );
	} else {
		$keys = array();
		foreach ( (array) $entry['attributes'] as $attribute ) {
			$keys[] = ossature_attribute_key( $attribute['name'] );
		}
		$values = array_intersect_key( (array) $attributes, array_flip( $keys ) );
	}
	// A dynamic block's anchor is not written by WordPress: the wrapper takes it as its id.
	$anchor = isset( $attributes['anchor'] ) && is_string( $attributes['anchor'] ) ? $attributes['anchor'] : '';
	$extra  = '' === $anchor ? array() : array( 'id' => $anchor );
	return '<div ' . get_block_wrapper_attributes( $extra ) . '>' . ossature_placeholder( $kind, $values ) . '</div>';
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
 * HTML names are case-insensitive, and a '/' separates attributes as a space does: both count.
 *
 * @param string $content A post's content.
 * @return string The content without secret attributes on placeholders.
 */
function ossature_strip_secret_attributes( $content ) {
	if ( false === stripos( $content, 'data-widget' ) ) {
		return $content;
	}
	$names  = array_map(
		function ( $name ) {
			return preg_quote( $name, '~' );
		},
		array_merge( ossature_secret_names(), array( 'data-secrets-nonce' ) )
	);
	$secret = '~(?:[\s/]+|(?<=["\']))(?:' . implode( '|', $names ) . ')(?=[\s/>=])(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s>]+))?~i';
	return preg_replace_callback(
		'~<[a-z][^>]*[\s/]data-widget\s*=[^>]*>~i',
		function ( $tag ) use ( $secret ) {
			return preg_replace( $secret, '', $tag[0] );
		},
		$content
	);
}
add_filter( 'the_content', 'ossature_strip_secret_attributes', 8 );
