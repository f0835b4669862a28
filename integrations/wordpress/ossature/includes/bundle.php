<?php
/**
 * The build's own files, read from the bundle's address: catalogue.json (the kinds, written by
 * `npm run catalogue` from the islands' descriptors: the one source of the blocks), preload.json
 * (each kind's files) and heights.css (the placeholders' heights).
 *
 * They are fetched when the settings are saved and every ten minutes by WP-Cron, never inside a
 * visitor's request, and kept in the option `ossature_bundle_files`. A refresh that fails keeps the
 * last good copy of each file (of the same address): a bundle host down for a while changes
 * nothing on the pages. Before the first fetch of an address, pages get no preload links or
 * heights, and a refresh is asked of WP-Cron at once.
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

/** The WP-Cron hooks that refresh the build's files: every ten minutes, and once, at once. */
const OSSATURE_REFRESH_HOOK     = 'ossature_refresh_bundle';
const OSSATURE_REFRESH_NOW_HOOK = 'ossature_refresh_bundle_now';

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
 * The folder address of the settings given (or of the saved ones), with its slash, or ''.
 *
 * @param array|null $settings Settings about to be saved, or null for the saved ones.
 * @return string The address, or ''.
 */
function ossature_bundle_url_of( $settings ) {
	if ( null === $settings ) {
		return ossature_bundle_url();
	}
	$base = (string) ( $settings['bundle_base'] ?? '' );
	return '' === $base ? '' : $base . ( 'react' === ( $settings['flavour'] ?? '' ) ? 'react' : 'preact' ) . '/';
}

/**
 * A file of the build, fetched now: the decoded JSON (an array), the stylesheet (a string), or null
 * when it cannot be read.
 *
 * @param string $url The file's address.
 * @return array|string|null The content, or null.
 */
function ossature_fetch_bundle_file( $url ) {
	$response = wp_remote_get( $url, array( 'timeout' => 5 ) );
	if ( 200 !== wp_remote_retrieve_response_code( $response ) ) {
		return null;
	}
	$body = wp_remote_retrieve_body( $response );
	if ( '.css' === substr( $url, -4 ) ) {
		// Only a stylesheet of rules: anything that could close the <style> it is printed in is refused.
		return false === strpos( $body, '<' ) ? trim( $body ) : null;
	}
	$data = json_decode( $body, true );
	return is_array( $data ) ? $data : null;
}

/**
 * Fetches the build's files of the settings given (or of the saved ones) and keeps them; a file
 * that cannot be read keeps its last good copy of the same address.
 *
 * @param array|null $settings Settings about to be saved, or null for the saved ones.
 * @return array The files kept: url, catalogue, preload, heights, fetched (a time), failed (names).
 */
function ossature_refresh_bundle( $settings = null ) {
	$base = ossature_bundle_url_of( is_array( $settings ) ? $settings : null );
	if ( '' === $base ) {
		delete_option( 'ossature_bundle_files' );
		return array();
	}
	$stored = get_option( 'ossature_bundle_files' );
	$last   = is_array( $stored ) && ( $stored['url'] ?? '' ) === $base ? $stored : array();
	$files  = array(
		'url'     => $base,
		'fetched' => time(),
		'failed'  => array(),
	);
	foreach ( array(
		'catalogue' => 'catalogue.json',
		'preload'   => 'preload.json',
		'heights'   => 'heights.css',
	) as $name => $file ) {
		$content = ossature_fetch_bundle_file( $base . $file );
		if ( null === $content ) {
			$files['failed'][] = $file;
			$content           = $last[ $name ] ?? null;
		}
		$files[ $name ] = $content;
	}
	update_option( 'ossature_bundle_files', $files, true );
	return $files;
}
add_action( OSSATURE_REFRESH_HOOK, 'ossature_refresh_bundle', 10, 0 );
add_action( OSSATURE_REFRESH_NOW_HOOK, 'ossature_refresh_bundle', 10, 0 );

/**
 * At each save of the settings (changed or not), the build's files of the address saved.
 *
 * @param mixed $value The settings being saved (already sanitised).
 * @return mixed The same settings.
 */
function ossature_refresh_bundle_on_save( $value ) {
	if ( is_array( $value ) ) {
		ossature_refresh_bundle( $value );
	}
	return $value;
}
add_filter( 'pre_update_option_ossature_settings', 'ossature_refresh_bundle_on_save' );

/**
 * Every ten minutes, WP-Cron's schedule for the refresh.
 *
 * @param array $schedules WP-Cron's schedules.
 * @return array The schedules, with Ossature's.
 */
function ossature_cron_schedules( $schedules ) {
	$schedules['ossature_ten_minutes'] = array(
		'interval' => 10 * MINUTE_IN_SECONDS,
		'display'  => __( 'Toutes les dix minutes (Ossature)', 'ossature' ),
	);
	return $schedules;
}
add_filter( 'cron_schedules', 'ossature_cron_schedules' ); // phpcs:ignore WordPress.WP.CronInterval.CronSchedulesInterval -- ten minutes: a new build's preload list is not stale for long.

/** Schedules the refresh (on every request until it is: an update of the plugin needs no activation). */
function ossature_schedule_refresh() {
	if ( ! wp_next_scheduled( OSSATURE_REFRESH_HOOK ) ) {
		wp_schedule_event( time() + 10 * MINUTE_IN_SECONDS, 'ossature_ten_minutes', OSSATURE_REFRESH_HOOK );
	}
}
add_action( 'init', 'ossature_schedule_refresh' );

/**
 * The build's files kept for the current address, or null. Never fetched here (this runs inside
 * visitors' requests): when none were fetched yet for this address, WP-Cron is asked to, at once.
 *
 * @return array|null The files, or null.
 */
function ossature_bundle_files() {
	$base = ossature_bundle_url();
	if ( '' === $base ) {
		return null;
	}
	$stored = get_option( 'ossature_bundle_files' );
	if ( is_array( $stored ) && ( $stored['url'] ?? '' ) === $base ) {
		return $stored;
	}
	if ( ! wp_next_scheduled( OSSATURE_REFRESH_NOW_HOOK ) ) {
		wp_schedule_single_event( time(), OSSATURE_REFRESH_NOW_HOOK );
	}
	return null;
}

/**
 * A JSON file of the build, decoded, or null.
 *
 * @param string $name 'catalogue' or 'preload'.
 * @return array|null The file's content, or null when none was read yet.
 */
function ossature_bundle_file( $name ) {
	$data = ossature_bundle_files()[ $name ] ?? null;
	return is_array( $data ) ? $data : null;
}

/**
 * The build's heights stylesheet (heights.css: each placeholder's first-state height), or ''.
 *
 * @return string The stylesheet, or ''.
 */
function ossature_heights_css() {
	$css = ossature_bundle_files()['heights'] ?? '';
	return is_string( $css ) ? $css : '';
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
