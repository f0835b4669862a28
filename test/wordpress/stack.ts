import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN, PREVIEW_PORT, settingsFor, WP_DIR, WP_HOST, WP_ORIGIN, WP_PORT } from './env';
import { run, startServer, type Server } from './processes';
import { WpClient } from './wp-http';
import { PREVIEW_LIMITS } from '@/test/browser/support/env';

/**
 * A real WordPress beside the preview, from Debian's packages: MariaDB on a socket of its own,
 * WordPress 6.1 (Debian's) under PHP's built-in server on wp.localhost, the plugin copied into its
 * wp-content as an administrator would unzip it, and the preview's APIs told to answer its origin.
 * Everything it makes is under WP_DIR, made fresh at each start; the only file outside it is the
 * host's config, /etc/wordpress/config-wp.localhost.php, where Debian's wp-config.php looks.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const PLUGIN = resolve(ROOT, 'integrations/wordpress/ossature');
const WORDPRESS = '/usr/share/wordpress';
const PACKAGES = ['wordpress', 'mariadb-server', 'php-cli', 'php-mysql', 'php-curl'];
const SOCKET = `${WP_DIR}/mysqld.sock`;

/** Installs Debian's WordPress, MariaDB and PHP when missing (as .ci/run does for Chromium). */
export function ensurePackages(): void {
  const present =
    existsSync(`${WORDPRESS}/wp-settings.php`) &&
    existsSync('/usr/sbin/mariadbd') &&
    existsSync('/usr/bin/php') &&
    /mysqli/.test(run('php', ['-m'])) &&
    /curl/.test(run('php', ['-m']));
  if (present) return;
  console.log(`Installing ${PACKAGES.join(', ')} from Debian's packages…`);
  const aptGet = (...args: string[]) => {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (process.getuid?.() === 0) run('apt-get', args, { env });
    else run('sudo', ['--preserve-env=DEBIAN_FRONTEND', 'apt-get', ...args], { env });
  };
  try {
    aptGet('install', '-y', '-qq', ...PACKAGES);
  } catch {
    aptGet('update', '-qq');
    aptGet('install', '-y', '-qq', ...PACKAGES);
  }
}

export async function startPreview(): Promise<Server> {
  return startServer('preview', 'npx', ['tsx', 'demo-pages/server/main.ts', '--no-build', '--reset'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PREVIEW_PORT),
      PREVIEW_DB: `${WP_DIR}/preview.db`,
      OSSATURE_API_ORIGINS: WP_ORIGIN,
      // Every request of the journeys comes from loopback, as under the browser tests.
      ...PREVIEW_LIMITS,
    },
    log: `${WP_DIR}/preview.log`,
    ready: /Aperçu Ossature prêt/,
  });
}

export async function startDatabase(): Promise<Server> {
  const data = `${WP_DIR}/mysql`;
  run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${data}`,
    '--user=root',
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);
  const db = await startServer(
    'mariadb',
    '/usr/sbin/mariadbd',
    [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${SOCKET}`,
      '--skip-networking',
      '--user=root',
      `--pid-file=${WP_DIR}/mysqld.pid`,
    ],
    { log: `${WP_DIR}/mariadb.log`, ready: /ready for connections/ },
  );
  run('mariadb', ['--no-defaults', `--socket=${SOCKET}`, '-uroot'], {
    input:
      "CREATE DATABASE wp; CREATE USER 'wp'@'localhost' IDENTIFIED BY 'wp'; GRANT ALL ON wp.* TO 'wp'@'localhost';",
  });
  return db;
}

function writeConfig(): void {
  const content = `${WP_DIR}/wp-content`;
  mkdirSync(`${content}/plugins`, { recursive: true });
  mkdirSync(`${content}/uploads`, { recursive: true });
  symlinkSync('/var/lib/wordpress/wp-content/themes', `${content}/themes`);
  writeFileSync(
    `/etc/wordpress/config-${WP_HOST}.php`,
    `<?php
// Written by test/wordpress/stack.ts for the WordPress of npm run test:wordpress / npm run wordpress.
define('DB_NAME', 'wp'); define('DB_USER', 'wp'); define('DB_PASSWORD', 'wp');
define('DB_HOST', 'localhost:${SOCKET}');
define('WP_CONTENT_DIR', '${content}');
define('WP_CONTENT_URL', '${WP_ORIGIN}/wp-content');
define('WP_HOME', '${WP_ORIGIN}'); define('WP_SITEURL', '${WP_ORIGIN}');
define('WP_ENVIRONMENT_TYPE', 'local');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
// No call leaves the machine: only the preview's hosts are reachable from PHP.
define('WP_HTTP_BLOCK_EXTERNAL', true); define('WP_ACCESSIBLE_HOSTS', '*.localhost');
$table_prefix = 'wp_';
`,
  );
  // PHP's built-in server serves /usr/share/wordpress; wp-content lives elsewhere, as with Debian's Apache alias.
  writeFileSync(
    `${WP_DIR}/router.php`,
    `<?php
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
if (strpos($path, '/wp-content/') !== 0) return false;
$file = realpath('${content}' . substr($path, strlen('/wp-content')));
$types = ['js' => 'text/javascript', 'css' => 'text/css', 'svg' => 'image/svg+xml', 'png' => 'image/png', 'woff2' => 'font/woff2', 'json' => 'application/json'];
$ext = pathinfo((string) $file, PATHINFO_EXTENSION);
if (!$file || !is_file($file) || !isset($types[$ext])) { http_response_code(404); return true; }
header('Content-Type: ' . $types[$ext]);
readfile($file);
return true;
`,
  );
}

export async function startWordPress(): Promise<Server> {
  writeConfig();
  return startServer('wordpress', 'php', ['-S', `127.0.0.1:${WP_PORT}`, '-t', WORDPRESS, `${WP_DIR}/router.php`], {
    // The block editor asks for many things at once: several PHP workers.
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    log: `${WP_DIR}/php.log`,
    ready: /Development Server .* started/,
  });
}

/** Runs WordPress's installer, copies the plugin in, activates it; returns the admin's client. */
export async function installSite(): Promise<WpClient> {
  const wp = new WpClient(WP_ORIGIN);
  const install = await wp.form('/wp-admin/install.php?step=2', {
    weblog_title: 'Chantier Ossature',
    user_name: ADMIN.user,
    admin_password: ADMIN.password,
    admin_password2: ADMIN.password,
    pw_weak: '1',
    admin_email: ADMIN.email,
    blog_public: '0',
  });
  if (!/wp-login\.php/.test(install.body)) throw new Error(`WordPress did not install: ${install.body.slice(0, 500)}`);
  // The site's own SSO integration, played by a must-use plugin that hooks the documented filter;
  // the bundle's host, which the journeys can take down (fixtures/bundle-host.php); and a classic
  // theme's footer widget (fixtures/late-placeholder.php).
  mkdirSync(`${WP_DIR}/wp-content/mu-plugins`);
  for (const fixture of ['sso-tokens.php', 'bundle-host.php', 'late-placeholder.php']) {
    cpSync(resolve(import.meta.dirname, 'fixtures', fixture), `${WP_DIR}/wp-content/mu-plugins/${fixture}`);
  }
  await wp.login(ADMIN.user, ADMIN.password);
  await installPlugin(wp);
  return wp;
}

/** Copies the plugin's folder into wp-content/plugins, as an administrator would, and activates it. */
export async function installPlugin(wp: WpClient): Promise<void> {
  cpSync(PLUGIN, `${WP_DIR}/wp-content/plugins/ossature`, { recursive: true });
  await wp.rest('/wp/v2/plugins/ossature/ossature', 'POST', { status: 'active' });
}

/** Saves the plugin's settings through its settings page, as an administrator does (nonce included). */
export async function saveSettings(wp: WpClient, settings: Record<string, string>): Promise<void> {
  const page = await wp.send('/wp-admin/options-general.php?page=ossature');
  const nonce = /name="_wpnonce" value="([^"]+)"/.exec(page.body)?.[1];
  if (!nonce) throw new Error('The settings page has no nonce: is the plugin active?');
  const fields: Record<string, string> = {
    option_page: 'ossature',
    action: 'update',
    _wpnonce: nonce,
    _wp_http_referer: '/wp-admin/options-general.php?page=ossature',
  };
  for (const [key, value] of Object.entries(settings)) fields[`ossature_settings[${key}]`] = value;
  const saved = await wp.form('/wp-admin/options.php', fields);
  if (saved.status !== 302) throw new Error(`The settings were not saved (${saved.status})`);
}

export interface Stack {
  wp: WpClient;
  stop(): void;
}

/** The whole stack, fresh: the preview, MariaDB, WordPress with the plugin active. */
export async function startStack(): Promise<Stack> {
  ensurePackages();
  rmSync(WP_DIR, { recursive: true, force: true });
  mkdirSync(WP_DIR, { recursive: true });
  const servers: Server[] = [];
  const stop = () => servers.reverse().forEach((s) => s.stop());
  try {
    servers.push(await startPreview());
    servers.push(await startDatabase());
    servers.push(await startWordPress());
    return { wp: await installSite(), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * The stack of the journeys and of `npm run wordpress`: the bundle built (once, if `dist/` has none:
 * CI's browser step built it), then the whole stack with the plugin set for the main site. Says
 * how long it took.
 */
export async function startMainStack(): Promise<Stack> {
  const root = resolve(import.meta.dirname, '../..');
  if (!existsSync(resolve(root, 'dist/preact/catalogue.json')))
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const started = Date.now();
  const stack = await startStack();
  await saveSettings(stack.wp, settingsFor('main'));
  console.log(`WordPress and the preview ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return stack;
}
