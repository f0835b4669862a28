<?php
/**
 * The server's render of every Ossature block (each block.json's `"render": "file:../render.php"`):
 * the placeholder the loader mounts, `<div data-widget="kind" data-…>`. WordPress gives this file
 * the block's $attributes and the WP_Block $block.
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

// ossature_placeholder() escapes every value it writes and filters every attribute name.
echo ossature_placeholder( substr( $block->name, strlen( 'ossature/' ) ), $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
