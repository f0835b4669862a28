<?php
/**
 * The build's own files, read from the bundle's address: catalogue.json (the kinds, written by
 * `npm run catalogue` from the islands' descriptors: the one source of the blocks) and
 * preload.json (each kind's files), and heights.css (the placeholders' heights). Cached in a
 * transient for ten minutes, and forgotten when the settings change; an unreadable file leaves the
 * blocks out and the pages without preload links or heights, for a minute, never an error on the
 * page.
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

/**
 * The address of the chosen flavour's folder, with its slash ('https://…/dist/preact/'), or ''.
 *
 * @return string The address, or ''.
 */
function ossature_bundle_url() {
	$settings = ossature_settings();
	return '' === $settings['bundle_base'] ? '' : $settings['bundle_base'] . $settings['flavour'] . '/';
}

/**
 * The site ('main', 'plancher', 'carbone') of the configured variant, as the catalogue names it.
 *
 * @return string The site.
 */
function ossature_site() {
	$variant = ossature_settings()['variant'];
	return in_array( $variant, array( 'carbone', 'neo', 'partenaire' ), true ) ? 'carbone' : $variant;
}

/**
 * A JSON file of the build, decoded, or null.
 *
 * @param string $name 'catalogue' or 'preload'.
 * @return array|null The file's content, or null when unreadable.
 */
function ossature_bundle_file( $name ) {
	$base = ossature_bundle_url();
	if ( '' === $base ) {
		return null;
	}
	$url    = $base . $name . '.json';
	$cached = get_transient( "ossature_$name" );
	if ( is_array( $cached ) && ( $cached['url'] ?? '' ) === $url ) {
		return $cached['data'];
	}
	$response = wp_remote_get( $url, array( 'timeout' => 5 ) );
	$data     = null;
	if ( 200 === wp_remote_retrieve_response_code( $response ) ) {
		$data = json_decode( wp_remote_retrieve_body( $response ), true );
	}
	$seconds = (int) apply_filters( 'ossature_bundle_cache_seconds', 10 * MINUTE_IN_SECONDS, $name );
	$cache   = array(
		'url'  => $url,
		'data' => is_array( $data ) ? $data : null,
	);
	set_transient( "ossature_$name", $cache, is_array( $data ) ? $seconds : MINUTE_IN_SECONDS );
	return is_array( $data ) ? $data : null;
}

/**
 * The build's heights stylesheet (heights.css: each placeholder's first-state height), cached like
 * the JSON files, or '' when unreadable. Only a stylesheet of rules: anything that could close the
 * <style> element it is printed in is refused.
 *
 * @return string The stylesheet, or ''.
 */
function ossature_heights_css() {
	$base = ossature_bundle_url();
	if ( '' === $base ) {
		return '';
	}
	$url    = $base . 'heights.css';
	$cached = get_transient( 'ossature_heights' );
	if ( is_array( $cached ) && ( $cached['url'] ?? '' ) === $url ) {
		return $cached['css'];
	}
	$response = wp_remote_get( $url, array( 'timeout' => 5 ) );
	$css      = '';
	if ( 200 === wp_remote_retrieve_response_code( $response ) ) {
		$body = wp_remote_retrieve_body( $response );
		$css  = false === strpos( $body, '<' ) ? trim( $body ) : '';
	}
	$seconds = (int) apply_filters( 'ossature_bundle_cache_seconds', 10 * MINUTE_IN_SECONDS, 'heights' );
	$cache   = array(
		'url' => $url,
		'css' => $css,
	);
	set_transient( 'ossature_heights', $cache, '' !== $css ? $seconds : MINUTE_IN_SECONDS );
	return $css;
}

/** Forgets the cached copies of the build's files. */
function ossature_forget_bundle() {
	delete_transient( 'ossature_catalogue' );
	delete_transient( 'ossature_preload' );
	delete_transient( 'ossature_heights' );
}

/**
 * Every kind of the catalogue (array of entries as catalogue.json has them), or null if unreadable.
 *
 * @return array|null The entries, or null.
 */
function ossature_catalogue() {
	return ossature_bundle_file( 'catalogue' );
}

/**
 * The catalogue entry of $kind, or null.
 *
 * @param string $kind The kind.
 * @return array|null The entry, or null.
 */
function ossature_entry( $kind ) {
	foreach ( (array) ossature_catalogue() as $entry ) {
		if ( $entry['kind'] === $kind ) {
			return $entry;
		}
	}
	return null;
}

/**
 * The entries of the kinds the configured site serves.
 *
 * @return array[] The entries.
 */
function ossature_site_entries() {
	$site = ossature_site();
	return array_values(
		array_filter(
			(array) ossature_catalogue(),
			function ( $entry ) use ( $site ) {
				return in_array( $site, $entry['sites'], true );
			}
		)
	);
}

/**
 * The files to preload for $kinds, as absolute addresses; none when unknown.
 *
 * @param string[] $kinds The kinds.
 * @return string[] The addresses.
 */
function ossature_preload_urls( $kinds ) {
	$preload = ossature_bundle_file( 'preload' );
	$base    = ossature_bundle_url();
	$files   = array();
	foreach ( $kinds as $kind ) {
		foreach ( (array) ( $preload['kinds'][ $kind ] ?? array() ) as $file ) {
			$files[ $base . $file ] = true;
		}
	}
	return array_keys( $files );
}
