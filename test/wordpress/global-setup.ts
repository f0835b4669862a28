import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { settingsFor } from './env';
import { saveSettings, startStack } from './stack';

/**
 * Before the journeys: the bundle built (once, if `dist/` has none: CI's browser step built it),
 * then the preview, MariaDB and WordPress started with the plugin active and set for the main
 * site. Returns the teardown, which stops them.
 */
export default async function globalSetup(): Promise<() => void> {
  const root = resolve(import.meta.dirname, '../..');
  if (!existsSync(resolve(root, 'dist/preact/catalogue.json')))
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const started = Date.now();
  const stack = await startStack();
  await saveSettings(stack.wp, settingsFor('main'));
  console.log(`WordPress and the preview ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return stack.stop;
}
