import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { registerToolsUser } from './support/api';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type Flavour } from './support/env';
import { SitePage } from './support/site';

test.skip(
  ({ flavour }) => flavour !== 'preact',
  'the session layer (store, storage drivers, cookies) has no React in it: one flavour; the login popup it goes through is tested in both (login.spec.ts)',
);

/** A real browser profile on disk: closing and launching again is closing and reopening the browser. */
function launch(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 720 },
  });
}

async function openIn(context: BrowserContext, site: 'plancher' | 'carbone', flavour: Flavour): Promise<SitePage> {
  const page = context.pages()[0] ?? (await context.newPage());
  return new SitePage(page, site, flavour).open('/mentions-legales/');
}

for (const site of ['plancher', 'carbone'] as const) {
  for (const remember of [true, false]) {
    test(`${site}: a login ${remember ? "with 'Se souvenir de moi' survives" : "without 'Se souvenir de moi' ends with"} closing the browser`, async ({
      flavour,
      browserErrors,
    }) => {
      const account = await registerToolsUser(site, 'Paul');
      const profile = mkdtempSync(join(tmpdir(), 'ossature-profile-'));
      try {
        const before = await launch(profile);
        browserErrors.watch(before);
        const first = await openIn(before, site, flavour);
        await first.login(account, { remember });
        // Stored, not only in memory: a tab opened now reads it back from storage.
        const other = await new SitePage(await before.newPage(), site, flavour).open('/');
        await other.expectGreets(account.firstname);
        expect((await before.cookies()).map((c) => c.name)).toContain('ossature_browser_session');
        await before.close();

        const after = await launch(profile);
        browserErrors.watch(after);
        try {
          // The browser session ended: its cookie is gone, the stored login may stay.
          expect((await after.cookies()).map((c) => c.name)).not.toContain('ossature_browser_session');
          const again = await openIn(after, site, flavour);
          if (remember) await again.expectGreets(account.firstname);
          else await again.expectLoggedOut();
          await again.page.waitForLoadState('networkidle');
          if (remember) await again.expectGreets(account.firstname);
          else await again.expectLoggedOut();
        } finally {
          await after.close();
        }
      } finally {
        rmSync(profile, { recursive: true, force: true });
      }
    });
  }
}
