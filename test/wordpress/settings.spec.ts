import { expect, test } from '@playwright/test';
import { settingsFor } from './env';
import { saveSettings } from './stack';
import { adminFor, BUNDLE, loaderScripts, preloadFor, preloadLinks, publishPage, served } from './support';
import type { WpClient } from './wp-http';

/**
 * Settings > Ossature as an administrator fills it, and the build's files the plugin keeps: bad
 * addresses are refused with their reason (the saved one kept), the files are fetched at save and by
 * WP-Cron, never in a visitor's request, and a refresh that fails keeps the last good copy.
 */
let wp: WpClient;
let page: string;

test.beforeAll(async () => {
  wp = await adminFor('main');
  page = await publishPage(
    wp,
    'Réglages et bundle',
    '<!-- wp:ossature/header {"layout":"menu"} /-->\n<!-- wp:ossature/psi-library /-->',
  );
});

test.afterAll(async () => {
  await wp.rest('/ossature-test/v1/host', 'POST', { offline: false });
  await saveSettings(wp, settingsFor('main'));
});

/** The settings page as options.php redirects to it after a save: with the save's notices. */
const settingsPage = async () =>
  (await wp.send('/wp-admin/options-general.php?page=ossature&settings-updated=true')).body;
const fieldValue = (html: string, key: string) =>
  new RegExp(`name="ossature_settings\\[${key}\\]" value="([^"]*)"`).exec(html)?.[1];

test.describe('a refused address', () => {
  for (const [key, typed] of [
    ['bundle_base', 'pas une adresse'],
    ['bundle_base', 'ftp://cdn.exemple.fr/dist/'],
    ['bundle_base', 'http://cdn.exemple.fr/dist/'],
    ['api_base', 'javascript:alert(1)'],
    ['api_base', 'https://<b>x</b>'],
    ['sso_domain', 'http://sso.exemple.fr'],
  ] as const) {
    test(`${key} = "${typed}": refused with its reason, the saved address kept, no 'Settings saved'`, async () => {
      const good = settingsFor('main');
      await saveSettings(wp, { ...good, [key]: typed });
      const html = await settingsPage();
      expect(html).toContain('notice-error');
      // What was typed, escaped: the notice is HTML.
      const shown = typed.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(html).toContain(`« ${shown} » n’est pas une adresse https`);
      expect(html).not.toContain('Settings saved.');
      expect(fieldValue(html, key)).toBe(key === 'bundle_base' ? good.bundle_base : good[key]);
    });
  }

  test('https, and http on localhost, are saved', async () => {
    await saveSettings(wp, settingsFor('main'));
    const html = await settingsPage();
    expect(html).not.toContain('notice-error');
    expect(html).toContain('Settings saved.');
    expect(fieldValue(html, 'bundle_base')).toBe(settingsFor('main').bundle_base);
  });
});

test("the build's files: fetched at save, none in a visitor's request; a failed refresh keeps them", async () => {
  await saveSettings(wp, settingsFor('main')); // fetched here, in the administrator's request
  await wp.rest('/ossature-test/v1/host', 'POST', { offline: false });
  const before = await served(wp, page);
  expect(loaderScripts(before)).toEqual([`${BUNDLE}ossature.js`]);
  expect(preloadLinks(before)).toEqual([`${BUNDLE}ossature.js`, ...preloadFor(['header', 'psi-library'])]);
  expect((await wp.rest<{ fetches: number }>('/ossature-test/v1/fetches')).fetches).toBe(0);

  // The bundle's host goes down; WP-Cron's refresh fails on every file.
  await wp.rest('/ossature-test/v1/host', 'POST', { offline: true });
  const refresh = await wp.rest<{ failed: string[] }>('/ossature-test/v1/refresh', 'POST');
  expect(refresh.failed).toEqual(['catalogue.json', 'preload.json', 'heights.css']);
  // The pages as before: the placeholders with their attributes, the loader, its preloads, the heights.
  const after = await served(wp, page);
  expect(after).toContain('<div data-widget="header" data-layout="menu"></div>');
  expect(preloadLinks(after)).toEqual(preloadLinks(before));
  expect(after).toContain('<style id="ossature-heights-css">');
  const settings = await settingsPage();
  expect(settings).toContain('catalogue.json, preload.json, heights.css');
});
