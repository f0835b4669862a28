<?php
/**
 * What a page that holds placeholders gets in its <head>, once: the configuration block (from the
 * settings, so authors never write it), a modulepreload link for the loader and for every file of
 * the kinds the page holds (the build's preload.json), the placeholders' heights (the build's
 * heights.css, inline: the page's first paint keeps each island's room even when the bundle is
 * late; docs/embedding.md#reserved-heights), and the loader as a module script. A page without a
 * placeholder gets nothing. When the request carries the session's login hint (the cookie
 * `ossature_login=1`), <body> gets the class `ossature-login`, which the heights' logged-in rules
 * need.
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

/**
 * The kinds the current page holds: Ossature blocks, `[ossature]` shortcodes and raw placeholders
 * in the content of the posts the request shows. A theme that prints a placeholder itself (a header
 * in its template) adds its kind with the `ossature_page_kinds` filter.
 *
 * @return string[] The kinds.
 */
function ossature_page_kinds() {
	static $kinds = null;
	if ( null !== $kinds ) {
		return $kinds;
	}
	$posts = is_singular() ? array( get_queried_object() ) : (array) ( $GLOBALS['wp_query']->posts ?? array() );
	$found = array();
	foreach ( $posts as $post ) {
		$content = $post instanceof WP_Post ? $post->post_content : '';
		preg_match_all( '~<!-- wp:ossature/([a-z0-9-]+)|\[ossature\s[^\]]*?kind=["\']?([a-z0-9-]+)|data-widget=["\']([a-z0-9-]+)~', $content, $matches );
		foreach ( array_merge( $matches[1], $matches[2], $matches[3] ) as $kind ) {
			if ( '' !== $kind ) {
				$found[ $kind ] = true;
			}
		}
	}
	$kinds = array_values( array_unique( (array) apply_filters( 'ossature_page_kinds', array_keys( $found ) ) ) );
	return $kinds;
}

/**
 * The page's kinds that the configured site serves: the others are not preloaded (they will not mount).
 *
 * @return string[] The kinds.
 */
function ossature_page_served_kinds() {
	$served = wp_list_pluck( ossature_site_entries(), 'kind' );
	return array_values( array_intersect( ossature_page_kinds(), $served ) );
}

/** A page with a secret-bearing kind (an SSO landing) carries one visitor's tokens: never cached. */
function ossature_nocache_secret_pages() {
	foreach ( ossature_page_kinds() as $kind ) {
		foreach ( (array) ( ossature_entry( $kind )['attributes'] ?? array() ) as $attribute ) {
			if ( ! empty( $attribute['secret'] ) ) {
				nocache_headers();
				return;
			}
		}
	}
}
add_action( 'template_redirect', 'ossature_nocache_secret_pages' );

/**
 * Prints the configuration block, the preload links, the heights and (before WordPress 6.5) the
 * loader, early in the <head> of a page with placeholders.
 */
function ossature_head() {
	$loader = ossature_bundle_url();
	if ( '' === $loader || ! ossature_page_kinds() ) {
		return;
	}
	$loader  .= 'ossature.js';
	$settings = ossature_settings();
	$config   = array_filter(
		array(
			'variant'   => $settings['variant'],
			'apiBase'   => $settings['api_base'],
			'ssoDomain' => $settings['sso_domain'],
		)
	);
	// The page's secrets nonce, in the <head> where content cannot write: an SSO landing then takes
	// only the tokens written beside it, i.e. by this server (includes/placeholder.php).
	echo '<meta name="ossature-secrets-nonce" content="' . esc_attr( ossature_secrets_nonce() ) . "\">\n";
	// JSON_HEX_TAG: no '<' in it, so nothing closes the element early.
	echo '<script type="application/json" data-ossature-config>' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	foreach ( array_merge( array( $loader ), ossature_preload_urls( ossature_page_served_kinds() ) ) as $href ) {
		echo '<link rel="modulepreload" href="' . esc_url( $href ) . "\">\n";
	}
	$heights = ossature_heights_css();
	if ( '' !== $heights ) {
		// The build's own rules, checked to hold no '<' (ossature_heights_css): printed as they are.
		echo '<style id="ossature-heights-css">' . $heights . "</style>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
	if ( ! function_exists( 'wp_enqueue_script_module' ) ) {
		// WordPress before 6.5 has no module scripts: print it, once, here; through WordPress's
		// script tag (5.7 and later: its `wp_script_attributes` filter applies), else by hand.
		if ( function_exists( 'wp_print_script_tag' ) ) {
			wp_print_script_tag(
				array(
					'type' => 'module',
					'src'  => esc_url( $loader ),
				)
			);
		} else {
			echo '<script type="module" src="' . esc_url( $loader ) . "\"></script>\n"; // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- no module scripts to enqueue before 6.5.
		}
	}
}
add_action( 'wp_head', 'ossature_head', 1 );

/** The loader as a module script, on WordPress 6.5 and later, on a page with placeholders. */
function ossature_enqueue_loader() {
	if ( function_exists( 'wp_enqueue_script_module' ) && '' !== ossature_bundle_url() && ossature_page_kinds() ) {
		wp_enqueue_script_module( 'ossature-loader', ossature_bundle_url() . 'ossature.js', array(), null );
	}
}
add_action( 'wp_enqueue_scripts', 'ossature_enqueue_loader' );

/**
 * The heights' logged-in rules apply under `.ossature-login`: a stylesheet cannot read the cookie.
 *
 * @param string[] $classes The classes of <body>.
 * @return string[] The classes, with `ossature-login` when the login hint's cookie is sent.
 */
function ossature_body_class( $classes ) {
	$hint = isset( $_COOKIE['ossature_login'] ) ? sanitize_text_field( wp_unslash( $_COOKIE['ossature_login'] ) ) : '';
	if ( '1' === $hint && ossature_page_kinds() ) {
		$classes[] = 'ossature-login';
	}
	return $classes;
}
add_filter( 'body_class', 'ossature_body_class' );
