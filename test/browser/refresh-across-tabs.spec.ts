import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { registerToolsUser } from './support/api';

test.skip(
  ({ flavour }) => flavour !== 'preact',
  'the session layer (store, token refresh) has no React in it: one flavour; the login popup it goes through is tested in both (login.spec.ts)',
);

/** Replaces the stored access token with one the API refuses, as an expired one is. */
async function spoilStoredToken(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const databases = await indexedDB.databases();
    const name = databases.map((d) => d.name).find((n) => n?.startsWith('ossature-'));
    if (!name) throw new Error('no session database');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const store = () => db.transaction('session', 'readwrite').objectStore('session');
    const user = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const request = store().get('user');
      request.onsuccess = () => resolve(request.result as Record<string, unknown>);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const request = store().put({ ...user, token: 'expired' }, 'user');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
    db.close();
  });
}

/** Two tabs refreshing an expired token at the same moment. */
test('plancher: two tabs meeting an expired token at once refresh it once, and both stay logged in', async ({
  visit,
  context,
}) => {
  const account = await registerToolsUser('plancher', 'Aurèle');
  const path = '/espace-personnel/#/historique';
  const first = await visit('plancher', path);
  await first.login(account);
  const second = await visit('plancher', path, await context.newPage());
  await second.expectGreets(account.firstname);

  await spoilStoredToken(first.page);
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/token/refresh/') refreshes.push(request.url());
  });
  await Promise.all([first.page.reload(), second.page.reload()]);
  for (const tab of [first, second]) {
    await tab.expectGreets(account.firstname);
    await expect(tab.page.locator('.oss-history__results')).toHaveAttribute('aria-busy', 'false');
  }
  expect(refreshes).toHaveLength(1);
});
