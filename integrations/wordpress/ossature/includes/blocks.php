<?php
/**
 * One block per kind of the build's catalogue (`ossature/<kind>`), each from its folder's
 * block.json (blocks/<kind>/block.json, written from the catalogue by build/wordpress-plugin.ts:
 * the block's metadata, stated once), and rendered on the server as the placeholder
 * (blocks/render.php). Every kind is registered, so content written for another site still renders
 * (the loader then logs its clear console error), but the inserter offers only the kinds the
 * configured site serves. The editor's side is plain JavaScript on the wp.* globals (editor.js),
 * no build step.
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

/**
 * The Ossature category of the inserter.
 *
 * @param array $categories The block categories.
 * @return array The categories with Ossature's.
 */
function ossature_block_categories( $categories ) {
	$categories[] = array(
		'slug'  => 'ossature',
		'title' => __( 'Ossature', 'ossature' ),
		'icon'  => null,
	);
	return $categories;
}
add_filter( 'block_categories_all', 'ossature_block_categories' );

/**
 * The block folders of the plugin (blocks/<kind>/, each with its block.json).
 *
 * @return string[] The folders' paths.
 */
function ossature_block_folders() {
	return array_map( 'dirname', (array) glob( plugin_dir_path( OSSATURE_FILE ) . 'blocks/*/block.json' ) );
}

/** Registers the editor's script and each block from its block.json. */
function ossature_register_blocks() {
	wp_register_script(
		'ossature-editor',
		plugins_url( 'editor.js', OSSATURE_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		OSSATURE_VERSION,
		true
	);
	wp_set_script_translations( 'ossature-editor', 'ossature', plugin_dir_path( OSSATURE_FILE ) . 'languages' );
	foreach ( ossature_block_folders() as $folder ) {
		register_block_type( $folder );
	}
}
add_action( 'init', 'ossature_register_blocks' );

/**
 * The inserter offers an Ossature block only where the configured site serves its kind.
 *
 * @param array $metadata A block's block.json, as WordPress read it.
 * @return array The metadata, with `supports.inserter` for an Ossature block.
 */
function ossature_block_metadata( $metadata ) {
	$name = isset( $metadata['name'] ) ? (string) $metadata['name'] : '';
	if ( 0 === strpos( $name, 'ossature/' ) ) {
		$served                           = wp_list_pluck( ossature_site_entries(), 'kind' );
		$metadata['supports']['inserter'] = in_array( substr( $name, strlen( 'ossature/' ) ), $served, true );
	}
	return $metadata;
}
add_filter( 'block_type_metadata', 'ossature_block_metadata' );

/**
 * What the editor needs of each registered Ossature block beyond its block.json: the catalogue's
 * sites and attributes (their documentation, values and secrecy), each attribute's block key, and
 * whether the configured site serves the kind.
 *
 * @return array[] One entry per block.
 */
function ossature_editor_kinds() {
	$site  = ossature_site();
	$kinds = array();
	foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $type ) {
		if ( 0 !== strpos( $name, 'ossature/' ) ) {
			continue;
		}
		$kind       = substr( $name, strlen( 'ossature/' ) );
		$entry      = ossature_entry( $kind );
		$attributes = array();
		foreach ( (array) ( $entry['attributes'] ?? array() ) as $attribute ) {
			$attributes[] = array_merge( $attribute, array( 'key' => ossature_attribute_key( $attribute['name'] ) ) );
		}
		$sites   = (array) ( $entry['sites'] ?? array() );
		$kinds[] = array(
			'kind'       => $kind,
			'sites'      => $sites,
			'served'     => in_array( $site, $sites, true ),
			'attributes' => $attributes,
		);
	}
	return $kinds;
}

/** Gives the editor's script the site and the kinds (window.ossatureEditor). */
function ossature_editor_assets() {
	$data = array(
		'site'  => ossature_site(),
		'kinds' => ossature_editor_kinds(),
	);
	wp_enqueue_script( 'ossature-editor' );
	wp_add_inline_script( 'ossature-editor', 'window.ossatureEditor = ' . wp_json_encode( $data ) . ';', 'before' );
}
add_action( 'enqueue_block_editor_assets', 'ossature_editor_assets' );
