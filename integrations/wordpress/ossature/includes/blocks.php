<?php
/**
 * One block per kind of the build's catalogue (`ossature/<kind>`), registered on the server with
 * its title, French summary and attributes, and rendered on the server as the placeholder. Every
 * kind is registered, so content written for another site still renders (the loader then logs its
 * clear console error), but the inserter offers only the kinds the configured site serves. The
 * editor's side is plain JavaScript on the wp.* globals (editor.js), no build step.
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'block_categories_all',
	function ( $categories ) {
		return array_merge( $categories, array( array( 'slug' => 'ossature', 'title' => 'Ossature', 'icon' => null ) ) );
	}
);

/** What the editor needs of each kind: the catalogue's fields and each attribute's block key. */
function ossature_editor_kinds() {
	$site  = ossature_site();
	$kinds = array();
	foreach ( (array) ossature_catalogue() as $entry ) {
		$attributes = array();
		foreach ( $entry['attributes'] as $attribute ) {
			$attributes[] = array_merge( $attribute, array( 'key' => ossature_attribute_key( $attribute['name'] ) ) );
		}
		$kinds[] = array(
			'kind'       => $entry['kind'],
			'title'      => 'Ossature : ' . $entry['kind'],
			'summary'    => $entry['summary'],
			'sites'      => $entry['sites'],
			'served'     => in_array( $site, $entry['sites'], true ),
			'attributes' => $attributes,
		);
	}
	return $kinds;
}

add_action(
	'init',
	function () {
		wp_register_script(
			'ossature-editor',
			plugins_url( 'editor.js', OSSATURE_FILE ),
			array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components' ),
			OSSATURE_VERSION,
			true
		);
		foreach ( ossature_editor_kinds() as $kind ) {
			$attributes = array();
			foreach ( $kind['attributes'] as $attribute ) {
				if ( ! $attribute['secret'] ) {
					$attributes[ $attribute['key'] ] = array( 'type' => 'string' );
				}
			}
			$name = $kind['kind'];
			register_block_type(
				'ossature/' . $name,
				array(
					'api_version'     => 2,
					'title'           => $kind['title'],
					'description'     => $kind['summary'],
					'category'        => 'ossature',
					'icon'            => 'layout',
					'keywords'        => array( 'ossature', $name ),
					'attributes'      => $attributes,
					'supports'        => array(
						'html'     => false,
						'inserter' => $kind['served'],
					),
					'editor_script'   => 'ossature-editor',
					'render_callback' => function ( $values ) use ( $name ) {
						return ossature_placeholder( $name, $values );
					},
				)
			);
		}
	}
);

add_action(
	'enqueue_block_editor_assets',
	function () {
		$data = array(
			'site'  => ossature_site(),
			'kinds' => ossature_editor_kinds(),
		);
		wp_enqueue_script( 'ossature-editor' );
		wp_add_inline_script( 'ossature-editor', 'window.ossatureEditor = ' . wp_json_encode( $data ) . ';', 'before' );
	}
);
