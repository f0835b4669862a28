<?php
/**
 * Settings > Ossature: where the bundle is, which flavour, and the site's configuration, which the
 * plugin writes as the page's `data-ossature-config` block (authors cannot: WordPress strips their
 * scripts). Only administrators (`manage_options`) see it; options.php checks the nonce.
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

const OSSATURE_VARIANTS = array(
	'main'       => 'main : le site principal',
	'plancher'   => 'plancher : le configurateur de plancher',
	'carbone'    => 'carbone : le simulateur carbone',
	'neo'        => 'neo : le simulateur carbone, boutons neo',
	'partenaire' => 'partenaire : le simulateur carbone, logo partenaire',
);

/** The settings, with their defaults for what is missing. */
function ossature_settings() {
	$defaults = array(
		'bundle_base' => '',
		'flavour'     => 'preact',
		'variant'     => 'main',
		'api_base'    => '',
		'sso_domain'  => '',
	);
	return wp_parse_args( (array) get_option( 'ossature_settings', array() ), $defaults );
}

/** Keeps only known values: URLs as URLs, the flavour and the variant from their lists. */
function ossature_sanitize_settings( $input ) {
	$input = (array) $input;
	$clean = array(
		'bundle_base' => esc_url_raw( trim( (string) ( $input['bundle_base'] ?? '' ) ) ),
		'flavour'     => ( 'react' === ( $input['flavour'] ?? '' ) ) ? 'react' : 'preact',
		'variant'     => array_key_exists( $input['variant'] ?? '', OSSATURE_VARIANTS ) ? $input['variant'] : 'main',
		'api_base'    => esc_url_raw( trim( (string) ( $input['api_base'] ?? '' ) ) ),
		'sso_domain'  => esc_url_raw( trim( (string) ( $input['sso_domain'] ?? '' ) ) ),
	);
	if ( '' !== $clean['bundle_base'] ) {
		$clean['bundle_base'] = trailingslashit( $clean['bundle_base'] );
	}
	return $clean;
}

add_action(
	'admin_init',
	function () {
		register_setting(
			'ossature',
			'ossature_settings',
			array(
				'type'              => 'array',
				'sanitize_callback' => 'ossature_sanitize_settings',
			)
		);
		add_settings_section( 'ossature_bundle', 'Le bundle', '__return_false', 'ossature' );
		add_settings_section( 'ossature_site', 'Le site', '__return_false', 'ossature' );
		$fields = array(
			'bundle_base' => array( 'ossature_bundle', 'Adresse du bundle', 'url', 'Le dossier dist/ de la construction, par exemple https://cdn.exemple.fr/ossature/dist/' ),
			'flavour'     => array( 'ossature_bundle', 'Saveur', array( 'preact' => 'preact (par défaut, plus légère)', 'react' => 'react' ), '' ),
			'variant'     => array( 'ossature_site', 'Variante du site', OSSATURE_VARIANTS, 'Seuls les blocs des types que ce site sert sont proposés aux auteurs.' ),
			'api_base'    => array( 'ossature_site', "Adresse de l'API", 'url', "Vide : celle que le bundle déduit du nom d'hôte." ),
			'sso_domain'  => array( 'ossature_site', 'Domaine de connexion unique', 'url', "Vide : celui que le bundle déduit du nom d'hôte." ),
		);
		foreach ( $fields as $key => $field ) {
			add_settings_field(
				"ossature_$key",
				$field[1],
				'ossature_settings_field',
				'ossature',
				$field[0],
				array(
					'key'       => $key,
					'kind'      => $field[2],
					'help'      => $field[3],
					'label_for' => "ossature_$key",
				)
			);
		}
	}
);

/** One field of the settings page. */
function ossature_settings_field( $args ) {
	$value = ossature_settings()[ $args['key'] ];
	$name  = 'ossature_settings[' . $args['key'] . ']';
	if ( is_array( $args['kind'] ) ) {
		printf( '<select id="%s" name="%s">', esc_attr( $args['label_for'] ), esc_attr( $name ) );
		foreach ( $args['kind'] as $option => $label ) {
			printf( '<option value="%s"%s>%s</option>', esc_attr( $option ), selected( $value, $option, false ), esc_html( $label ) );
		}
		echo '</select>';
	} else {
		printf( '<input type="url" class="regular-text code" id="%s" name="%s" value="%s">', esc_attr( $args['label_for'] ), esc_attr( $name ), esc_attr( $value ) );
	}
	if ( $args['help'] ) {
		printf( '<p class="description">%s</p>', esc_html( $args['help'] ) );
	}
}

add_action(
	'admin_menu',
	function () {
		add_options_page( 'Ossature', 'Ossature', 'manage_options', 'ossature', 'ossature_settings_page' );
	}
);

function ossature_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$catalogue = ossature_catalogue();
	echo '<div class="wrap"><h1>Ossature</h1><form action="options.php" method="post">';
	settings_fields( 'ossature' );
	do_settings_sections( 'ossature' );
	submit_button();
	echo '</form>';
	if ( null === $catalogue ) {
		echo '<div class="notice notice-warning inline"><p>' . esc_html( "Le catalogue du bundle (catalogue.json) est illisible à cette adresse : aucun bloc n'est proposé." ) . '</p></div>';
	} else {
		$kinds = wp_list_pluck( ossature_site_entries(), 'kind' );
		echo '<p>' . esc_html( sprintf( 'Blocs proposés sur ce site (%s) : %s.', ossature_site(), implode( ', ', $kinds ) ) ) . '</p>';
	}
	echo '</div>';
}

// A new address or flavour: the cached copies of the build's files are of the old one.
add_action( 'update_option_ossature_settings', 'ossature_forget_bundle' );
