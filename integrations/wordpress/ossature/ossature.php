<?php
/**
 * Plugin Name:       Ossature
 * Description:       Les îlots Ossature en blocs : un bloc par type du catalogue du bundle, le chargeur et ses préchargements sur les pages qui en ont, la configuration de la page écrite depuis les réglages.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       ossature
 * Domain Path:       /languages
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

define( 'OSSATURE_VERSION', '0.1.0' );
define( 'OSSATURE_FILE', __FILE__ );

/**
 * The plugin's translations, from its languages/ folder (languages/ossature.pot lists the strings;
 * a translation is languages/ossature-<locale>.mo). Its source strings are French, as the islands'.
 */
function ossature_load_textdomain() {
	load_plugin_textdomain( 'ossature', false, dirname( plugin_basename( OSSATURE_FILE ) ) . '/languages' );
}
// Before the blocks register (also on init), so their titles are translated.
add_action( 'init', 'ossature_load_textdomain', 0 );

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/bundle.php';
require_once __DIR__ . '/includes/placeholder.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/page.php';
