import { expect, test } from '@playwright/test';
import { settingsFor } from './env';
import { installPlugin, saveSettings } from './stack';
import { adminFor } from './support';

/** Deleting the plugin runs its uninstall.php: its settings go; installed again, it starts empty. */
test('uninstalling removes its settings', async () => {
  const wp = await adminFor('main');
  const bundleField = async () =>
    /name="ossature_settings\[bundle_base\]" value="([^"]*)"/.exec(
      (await wp.send('/wp-admin/options-general.php?page=ossature')).body,
    )?.[1];
  expect(await bundleField()).toBe(settingsFor('main').bundle_base);

  await wp.rest('/wp/v2/plugins/ossature/ossature', 'POST', { status: 'inactive' });
  await wp.rest('/wp/v2/plugins/ossature/ossature', 'DELETE');
  await installPlugin(wp);
  expect(await bundleField()).toBe('');

  await saveSettings(wp, settingsFor('main'));
});
