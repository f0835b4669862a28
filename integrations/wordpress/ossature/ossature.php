<?php
/**
 * Plugin Name:       Ossature
 * Description:       Les îlots Ossature en blocs : un bloc par type de la catalogue du bundle, le chargeur et ses préchargements sur les pages qui en ont, la configuration de la page écrite depuis les réglages.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           UNLICENSED
 * Text Domain:       ossature
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

define( 'OSSATURE_VERSION', '0.1.0' );
define( 'OSSATURE_FILE', __FILE__ );

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/bundle.php';
require_once __DIR__ . '/includes/placeholder.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/page.php';
