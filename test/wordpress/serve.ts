/**
 * `npm run wordpress`: the WordPress of the tests, for a person to try: Debian's WordPress with
 * the plugin active and set for the main site, beside a preview on port 4851 whose APIs answer it,
 * and two example pages. Prints the addresses and the admin's login; Ctrl+C stops everything.
 * Made fresh at each start (under /tmp/wp-ossature-4852): nothing is kept between two starts.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN, settingsFor, WP_ORIGIN } from './env';
import { saveSettings, startStack } from './stack';

const root = resolve(import.meta.dirname, '../..');
if (!existsSync(resolve(root, 'dist/preact/catalogue.json')))
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
const started = Date.now();
const stack = await startStack();
await saveSettings(stack.wp, settingsFor('main'));
const page = (title: string, content: string) =>
  stack.wp.rest<{ link: string }>('/wp/v2/pages', 'POST', { title, content, status: 'publish' });
const thermal = await page(
  'Évaluer le psi d’un rupteur',
  '<!-- wp:ossature/header {"layout":"menu"} /-->\n<!-- wp:ossature/thermal-break /-->',
);
const library = await page('Bibliothèque de PSI', '<!-- wp:ossature/header /-->\n<!-- wp:ossature/psi-library /-->');

console.log(`
WordPress with the Ossature plugin, ready in ${((Date.now() - started) / 1000).toFixed(1)} s (open the addresses in Chromium,
which resolves *.localhost; with curl: --resolve wp.localhost:${new URL(WP_ORIGIN).port}:127.0.0.1):

  site                ${WP_ORIGIN}/
  example pages       ${thermal.link}
                      ${library.link}
  administration      ${WP_ORIGIN}/wp-admin/  (user ${ADMIN.user}, password ${ADMIN.password})
  plugin settings     ${WP_ORIGIN}/wp-admin/options-general.php?page=ossature
  new page (blocks)   ${WP_ORIGIN}/wp-admin/post-new.php?post_type=page

Ctrl+C stops WordPress, MariaDB and the preview.`);

const stop = () => {
  stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
