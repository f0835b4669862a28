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
 * The kinds of placeholders rendered so far in this request: every block and `[ossature]`
 * shortcode writes its placeholder through ossature_placeholder(), which records its kind here,
 * wherever it is rendered (a reusable block, a template part, a widget, a menu).
 *
 * @param string|null $kind A kind just rendered, or null to only read.
 * @return string[] The kinds.
 */
function ossature_rendered_kinds( $kind = null ) {
	static $kinds = array();
	if ( null !== $kind ) {
		$kinds[ $kind ] = true;
	}
	return array_keys( $kinds );
}

/**
 * The kinds in a post's content: Ossature blocks, `[ossature]` shortcodes, raw placeholders, and
 * those of the reusable blocks it references (`<!-- wp:block {"ref":…} /-->`, a few levels deep).
 *
 * @param string $content A post's content.
 * @param int    $depth   How many levels of reusable blocks may still be followed.
 * @return string[] The kinds.
 */
function ossature_content_kinds( $content, $depth = 3 ) {
	preg_match_all( '~<!-- wp:ossature/([a-z0-9-]+)|\[ossature\s[^\]]*?kind=["\']?([a-z0-9-]+)|data-widget=["\']([a-z0-9-]+)~', $content, $matches );
	$kinds = array_merge( $matches[1], $matches[2], $matches[3] );
	if ( $depth > 0 && preg_match_all( '~<!-- wp:block \{"ref":(\d+)~', $content, $refs ) ) {
		foreach ( array_unique( $refs[1] ) as $ref ) {
			$block = get_post( (int) $ref );
			if ( $block instanceof WP_Post && 'wp_block' === $block->post_type && 'publish' === $block->post_status ) {
				$kinds = array_merge( $kinds, ossature_content_kinds( $block->post_content, $depth - 1 ) );
			}
		}
	}
	return array_values( array_filter( array_unique( $kinds ) ) );
}

/**
 * The kinds the current page holds: those in the content of the posts the request shows (read
 * before anything renders: a classic theme prints its <head> first), and those rendered so far
 * anywhere on the page (a block theme renders its whole template, parts included, before its
 * <head>). A theme that prints a placeholder itself (a header in its PHP template) adds its kind
 * with the `ossature_page_kinds` filter.
 *
 * @return string[] The kinds.
 */
function ossature_page_kinds() {
	static $in_content = null;
	if ( null === $in_content ) {
		$posts      = is_singular() ? array( get_queried_object() ) : (array) ( $GLOBALS['wp_query']->posts ?? array() );
		$in_content = array();
		foreach ( $posts as $post ) {
			if ( $post instanceof WP_Post ) {
				$in_content = array_merge( $in_content, ossature_content_kinds( $post->post_content ) );
			}
		}
	}
	$kinds = array_merge( $in_content, ossature_rendered_kinds() );
	return array_values( array_unique( (array) apply_filters( 'ossature_page_kinds', array_values( array_unique( $kinds ) ) ) ) );
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
	$loader .= 'ossature.js';
	// The page's secrets nonce, in the <head> where content cannot write: an SSO landing then takes
	// only the tokens written beside it, i.e. by this server (includes/placeholder.php).
	echo '<meta name="ossature-secrets-nonce" content="' . esc_attr( ossature_secrets_nonce() ) . "\">\n";
	ossature_print_config();
	foreach ( array_merge( array( $loader ), ossature_preload_urls( ossature_page_served_kinds() ) ) as $href ) {
		echo '<link rel="modulepreload" href="' . esc_url( $href ) . "\">\n";
	}
	$heights = ossature_heights_css();
	if ( '' !== $heights ) {
		// The build's own rules, checked to hold no '<' (ossature_heights_css): printed as they are.
		echo '<style id="ossature-heights-css">' . $heights . "</style>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}
	if ( ! function_exists( 'wp_enqueue_script_module' ) ) {
		// WordPress before 6.5 has no module scripts: print it, once, here.
		ossature_print_loader( $loader );
	}
}
add_action( 'wp_head', 'ossature_head', 1 );

/** The configuration block, from the settings (authors cannot write it: WordPress strips their scripts). */
function ossature_print_config() {
	ossature_printed( 'config' );
	$settings = ossature_settings();
	$config   = array_filter(
		array(
			'variant'   => $settings['variant'],
			'apiBase'   => $settings['api_base'],
			'ssoDomain' => $settings['sso_domain'],
		)
	);
	// JSON_HEX_TAG: no '<' in it, so nothing closes the element early.
	echo '<script type="application/json" data-ossature-config>' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
}

/**
 * The loader's script tag, printed now: through WordPress's script tag (5.7 and later: its
 * `wp_script_attributes` filter applies), else by hand.
 *
 * @param string $loader The loader's address.
 */
function ossature_print_loader( $loader ) {
	ossature_printed( 'loader' );
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

/**
 * What the page got already: 'config' (the <head>'s block) and 'loader' (its script).
 *
 * @param string|null $what Something just printed, or null to only read.
 * @return string[] What was printed.
 */
function ossature_printed( $what = null ) {
	static $printed = array();
	if ( null !== $what ) {
		$printed[ $what ] = true;
	}
	return array_keys( $printed );
}

/**
 * A placeholder rendered after the <head> (a classic theme's widget, menu or footer, a reusable
 * block the content scan did not see): the configuration block and the loader at the end of the
 * page instead. No preload links or heights there: the page is painted already.
 */
function ossature_footer() {
	$loader = ossature_bundle_url();
	if ( '' === $loader || ! ossature_page_kinds() ) {
		return;
	}
	$printed = ossature_printed();
	if ( ! in_array( 'config', $printed, true ) ) {
		ossature_print_config();
	}
	if ( ! in_array( 'loader', $printed, true ) ) {
		ossature_print_loader( $loader . 'ossature.js' );
	}
}
add_action( 'wp_footer', 'ossature_footer', 5 );

/** The loader as a module script, on WordPress 6.5 and later, on a page with placeholders. */
function ossature_enqueue_loader() {
	if ( function_exists( 'wp_enqueue_script_module' ) && '' !== ossature_bundle_url() && ossature_page_kinds() ) {
		wp_enqueue_script_module( 'ossature-loader', ossature_bundle_url() . 'ossature.js', array(), null );
		ossature_printed( 'loader' );
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
