<?php
/**
 * Removes what the plugin stored: its settings, its copies of the build's files (options and
 * transients) and its scheduled refresh of them. On a multisite network, on every site: each site
 * keeps its own options, whether the plugin was activated on the network or site by site.
 *
 * @package Ossature
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/** Deletes the plugin's options, transients and scheduled event on the current site. */
function ossature_uninstall_site() {
	delete_option( 'ossature_settings' );
	delete_option( 'ossature_bundle_files' );
	delete_transient( 'ossature_catalogue' );
	delete_transient( 'ossature_preload' );
	delete_transient( 'ossature_heights' );
	wp_clear_scheduled_hook( 'ossature_refresh_bundle' );
	wp_clear_scheduled_hook( 'ossature_refresh_bundle_now' );
}

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $ossature_site_id ) {
		switch_to_blog( $ossature_site_id );
		ossature_uninstall_site();
		restore_current_blog();
	}
} else {
	ossature_uninstall_site();
}
