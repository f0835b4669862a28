<?php
/**
 * Not part of the plugin: what the WordPress Coding Standards must refuse (scripts/wpcs.sh runs
 * phpcs on it before the plugin, and stops unless both findings below come back).
 *
 * @package Ossature
 */

/**
 * Prints a query parameter as it came (WordPress.Security.EscapeOutput.OutputNotEscaped) and a
 * string of another plugin's text domain (WordPress.WP.I18n.TextDomainMismatch).
 */
function ossature_canary() {
	$name = isset( $_GET['name'] ) ? sanitize_text_field( wp_unslash( $_GET['name'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	echo $name;
	esc_html_e( 'Bonjour', 'another-plugin' );
}
