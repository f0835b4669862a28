/**
 * Where the WordPress of `npm run test:wordpress` and `npm run wordpress` runs: its own ports
 * (4851 the preview, 4852 WordPress), its own folder under /tmp, one admin account.
 */
export const PREVIEW_PORT = Number(process.env.OSSATURE_WP_PREVIEW_PORT ?? 4851);
export const WP_PORT = Number(process.env.OSSATURE_WP_PORT ?? 4852);
export const WP_HOST = 'wp.localhost';
export const WP_ORIGIN = `http://${WP_HOST}:${WP_PORT}`;
/** Everything the run makes: the database's files, wp-content, the PHP router, the logs. */
export const WP_DIR = `/tmp/wp-ossature-${WP_PORT}`;
export const ADMIN = { user: 'admin', password: 'Ossature-wp-2026', email: 'admin@exemple.fr' } as const;

const preview = (host: string) => `http://${host}:${PREVIEW_PORT}`;

/** The plugin's settings for a site of the preview, as the settings page takes them. */
export function settingsFor(variant: 'main' | 'plancher'): Record<string, string> {
  const api = variant === 'main' ? 'api.site.localhost' : 'api.plancher.localhost';
  return {
    bundle_base: `${preview('site.localhost')}/dist/`,
    flavour: 'preact',
    variant,
    api_base: preview(api),
    sso_domain: preview('sso.localhost'),
  };
}
