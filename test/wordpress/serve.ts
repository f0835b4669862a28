/**
 * `npm run wordpress`: the WordPress of the tests, for a person to try: Debian's WordPress with
 * the plugin active and set for the main site, beside a preview on port 4851 whose APIs answer it,
 * and two example pages. Prints the addresses and the admin's login; Ctrl+C stops everything.
 * Made fresh at each start (under /tmp/wp-ossature-4852): nothing is kept between two starts.
 */
import { ADMIN, WP_ORIGIN } from './env';
import { startMainStack } from './stack';

const stack = await startMainStack();
const page = (title: string, content: string) =>
  stack.wp.rest<{ link: string }>('/wp/v2/pages', 'POST', { title, content, status: 'publish' });
const thermal = await page(
  'Évaluer le psi d’un rupteur',
  '<!-- wp:ossature/header {"layout":"menu"} /-->\n<!-- wp:ossature/thermal-break /-->',
);
const library = await page('Bibliothèque de PSI', '<!-- wp:ossature/header /-->\n<!-- wp:ossature/psi-library /-->');

console.log(`
WordPress with the Ossature plugin (open the addresses in Chromium, which resolves *.localhost;
with curl: --resolve wp.localhost:${new URL(WP_ORIGIN).port}:127.0.0.1):

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
