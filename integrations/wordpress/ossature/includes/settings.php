<?php
/**
 * Settings > Ossature: where the bundle is, which flavour, and the site's configuration, which the
 * plugin writes as the page's `data-ossature-config` block (authors cannot: WordPress strips their
 * scripts). Only administrators (`manage_options`) see it; options.php checks the nonce.
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

/**
 * The site variants, with their labels.
 *
 * @return string[] Labels by variant.
 */
function ossature_variants() {
	return array(
		'main'       => __( 'main : le site principal', 'ossature' ),
		'plancher'   => __( 'plancher : le configurateur de plancher', 'ossature' ),
		'carbone'    => __( 'carbone : le simulateur carbone', 'ossature' ),
		'neo'        => __( 'neo : le simulateur carbone, boutons neo', 'ossature' ),
		'partenaire' => __( 'partenaire : le simulateur carbone, logo partenaire', 'ossature' ),
	);
}

/**
 * The settings, with their defaults for what is missing.
 *
 * @return array The settings.
 */
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

/**
 * An address the plugin may use: https, or http on the machine itself (localhost, *.localhost,
 * 127.0.0.1, [::1]) for development. Anything else (ftp:, javascript:, a plain word, http to
 * another host) is refused: the bundle's scripts and the visitors' tokens travel over it.
 *
 * @param string $url The address typed.
 * @return bool Whether it is allowed.
 */
function ossature_allowed_url( $url ) {
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || ! preg_match( '/^([a-z0-9.-]+|\[[0-9a-f:]+\])$/i', $parts['host'] ?? '' ) || preg_match( '/[\s<>"\'\\\\\x00-\x1f]/', $url ) ) {
		return false;
	}
	$scheme = strtolower( $parts['scheme'] ?? '' );
	return 'https' === $scheme || ( 'http' === $scheme && ossature_is_local_url( $url ) );
}

/**
 * Whether an address is on this machine (localhost, *.localhost, 127.0.0.1, [::1]).
 *
 * @param string $url An address.
 * @return bool Whether it is local.
 */
function ossature_is_local_url( $url ) {
	$host = strtolower( trim( (string) wp_parse_url( $url, PHP_URL_HOST ), '[]' ) );
	return 'localhost' === $host || '.localhost' === substr( $host, -10 ) || '127.0.0.1' === $host || '::1' === $host;
}

/**
 * Keeps only known values: the flavour and the variant from their lists, and addresses that
 * ossature_allowed_url() accepts. A refused address keeps the one saved before and says why, in
 * the settings page's notice (WordPress then does not say 'Settings saved').
 *
 * @param mixed $input The submitted settings.
 * @return array The settings to store.
 */
function ossature_sanitize_settings( $input ) {
	$input  = (array) $input;
	$before = ossature_settings();
	$clean  = array(
		'flavour' => ( 'react' === ( $input['flavour'] ?? '' ) ) ? 'react' : 'preact',
		'variant' => array_key_exists( $input['variant'] ?? '', ossature_variants() ) ? $input['variant'] : 'main',
	);
	$labels = array(
		'bundle_base' => __( 'Adresse du bundle', 'ossature' ),
		'api_base'    => __( "Adresse de l'API", 'ossature' ),
		'sso_domain'  => __( 'Domaine de connexion unique', 'ossature' ),
	);
	foreach ( $labels as $key => $label ) {
		// Checked as typed, not cleaned first: a cleaned address would be saved as another one.
		$url = trim( (string) ( $input[ $key ] ?? '' ) );
		if ( '' === $url || ossature_allowed_url( $url ) ) {
			$clean[ $key ] = '' === $url ? '' : esc_url_raw( $url, array( 'http', 'https' ) );
			continue;
		}
		$clean[ $key ] = $before[ $key ];
		ossature_refuse_setting(
			$key,
			/* translators: 1: the field's label, 2: the address typed. */
			sprintf( __( '%1$s refusée : « %2$s » n’est pas une adresse https (http seulement sur localhost). L’adresse enregistrée avant est gardée.', 'ossature' ), $label, $url )
		);
	}
	if ( '' !== $clean['bundle_base'] ) {
		$clean['bundle_base'] = trailingslashit( $clean['bundle_base'] );
	}
	return array(
		'bundle_base' => $clean['bundle_base'],
		'flavour'     => $clean['flavour'],
		'variant'     => $clean['variant'],
		'api_base'    => $clean['api_base'],
		'sso_domain'  => $clean['sso_domain'],
	);
}

/**
 * One refusal on the settings page, once: WordPress sanitises a new option twice (update, then add).
 *
 * @param string $key     The field.
 * @param string $message What was refused and why.
 */
function ossature_refuse_setting( $key, $message ) {
	foreach ( get_settings_errors( 'ossature_settings' ) as $error ) {
		if ( "ossature_$key" === $error['code'] ) {
			return;
		}
	}
	// settings_errors() prints messages as they are, and this one holds what was typed: escaped here.
	add_settings_error( 'ossature_settings', "ossature_$key", esc_html( $message ), 'error' );
}

/** The setting, its two sections and its fields, on Settings > Ossature. */
function ossature_register_settings() {
	register_setting(
		'ossature',
		'ossature_settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => 'ossature_sanitize_settings',
		)
	);
	add_settings_section( 'ossature_bundle', __( 'Le bundle', 'ossature' ), '__return_false', 'ossature' );
	add_settings_section( 'ossature_site', __( 'Le site', 'ossature' ), '__return_false', 'ossature' );
	$flavours = array(
		'preact' => __( 'preact (par défaut, plus légère)', 'ossature' ),
		'react'  => 'react',
	);
	$fields   = array(
		'bundle_base' => array( 'ossature_bundle', __( 'Adresse du bundle', 'ossature' ), 'url', __( 'Le dossier dist/ de la construction, par exemple https://cdn.exemple.fr/ossature/dist/', 'ossature' ) ),
		'flavour'     => array( 'ossature_bundle', __( 'Saveur', 'ossature' ), $flavours, '' ),
		'variant'     => array( 'ossature_site', __( 'Variante du site', 'ossature' ), ossature_variants(), __( 'Seuls les blocs des types que ce site sert sont proposés aux auteurs.', 'ossature' ) ),
		'api_base'    => array( 'ossature_site', __( "Adresse de l'API", 'ossature' ), 'url', __( "Vide : celle que le bundle déduit du nom d'hôte.", 'ossature' ) ),
		'sso_domain'  => array( 'ossature_site', __( 'Domaine de connexion unique', 'ossature' ), 'url', __( "Vide : celui que le bundle déduit du nom d'hôte.", 'ossature' ) ),
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
add_action( 'admin_init', 'ossature_register_settings' );

/**
 * One field of the settings page.
 *
 * @param array $args The field's key, kind (a list of options, or 'url'), help and id.
 */
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

/** Settings > Ossature. */
function ossature_admin_menu() {
	add_options_page( __( 'Ossature', 'ossature' ), __( 'Ossature', 'ossature' ), 'manage_options', 'ossature', 'ossature_settings_page' );
}
add_action( 'admin_menu', 'ossature_admin_menu' );

/** The settings page: the form, then the blocks this site offers (or why none). */
function ossature_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	if ( '' !== ossature_bundle_url() && null === ossature_bundle_files() ) {
		// Never read for this address yet: an administrator's request may wait for it.
		ossature_refresh_bundle();
	}
	$catalogue = ossature_catalogue();
	echo '<div class="wrap"><h1>' . esc_html__( 'Ossature', 'ossature' ) . '</h1><form action="options.php" method="post">';
	settings_fields( 'ossature' );
	do_settings_sections( 'ossature' );
	submit_button();
	echo '</form>';
	if ( null === $catalogue ) {
		echo '<div class="notice notice-warning inline"><p>' . esc_html__( "Le catalogue du bundle (catalogue.json) est illisible à cette adresse : aucun bloc n'est proposé.", 'ossature' ) . '</p></div>';
	} else {
		$kinds = wp_list_pluck( ossature_site_entries(), 'kind' );
		/* translators: 1: the site (main, plancher or carbone), 2: the kinds of the blocks offered. */
		$offered = __( 'Blocs proposés sur ce site (%1$s) : %2$s.', 'ossature' );
		echo '<p>' . esc_html( sprintf( $offered, ossature_site(), implode( ', ', $kinds ) ) ) . '</p>';
	}
	$files = get_option( 'ossature_bundle_files' );
	if ( is_array( $files ) && ! empty( $files['failed'] ) ) {
		$when = wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $files['fetched'] );
		/* translators: 1: when the bundle's files were last read, 2: the files that could not be read. */
		$failed = __( 'Dernière lecture du bundle (%1$s) : illisibles %2$s. Les copies lues avant sont gardées, les pages ne changent pas.', 'ossature' );
		echo '<div class="notice notice-warning inline"><p>' . esc_html( sprintf( $failed, $when, implode( ', ', $files['failed'] ) ) ) . '</p></div>';
	}
	echo '</div>';
}

