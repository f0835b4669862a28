<?php
/**
 * Removes what the plugin stored: its settings and its cached copies of the build's files.
 *
 * @package Ossature
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'ossature_settings' );
delete_transient( 'ossature_catalogue' );
delete_transient( 'ossature_preload' );
delete_transient( 'ossature_heights' );
