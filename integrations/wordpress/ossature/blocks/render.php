<?php
/**
 * The server's render of every Ossature block (each block.json's `"render": "file:../render.php"`):
 * the placeholder the loader mounts, `<div data-widget="kind" data-…>`, in the block's wrapper
 * (`<div class="wp-block-ossature-kind …">`). WordPress gives this file
 * the block's $attributes and the WP_Block $block.
 *
 * @package Ossature
 */

defined( 'ABSPATH' ) || exit;

// ossature_placeholder() escapes every value it writes and cleans every attribute name; WordPress
// escapes the wrapper's attributes.
echo ossature_block_markup( substr( $block->name, strlen( 'ossature/' ) ), $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
