import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { MAIN_ACCOUNTS, registerToolsUser, type Account } from './support/api';
import type { SiteKey } from './support/env';
import type { SitePage } from './support/site';

test.skip(
  ({ flavour }) => flavour !== 'preact',
  'the session layer (store, storage drivers, cookies) has no React in it: one flavour; the login popup it goes through is tested in both (login.spec.ts)',
);

/**
 * A browser that refuses what the session leans on. The login must work
 * for the page's lifetime whatever is refused, and survive the next page of the tab whenever
 * some storage still works. Each fault is set up before any script of the page runs.
 */
const FAULTS = {
  /**
   * Sandboxed or blocked: reading or writing `document.cookie` throws. The demo theme's cookie
   * banner (an inline script of the page) would throw too, an uncaught error of the theme's own:
   * it is spared, and sees no cookie. Only the bundle (served from /dist/) meets the fault.
   */
  'document.cookie throws': () => {
    const deny = (theme: () => unknown) => () => {
      if (!new Error().stack?.includes('/dist/')) return theme();
      throw new DOMException('The document is sandboxed.', 'SecurityError');
    };
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get: deny(() => ''),
      set: deny(() => undefined),
    });
  },
  /** A sandboxed embed: `new BroadcastChannel()` throws. */
  'BroadcastChannel cannot be created': () => {
    window.BroadcastChannel = function BroadcastChannel() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    } as unknown as typeof BroadcastChannel;
  },
  /** Cookies blocked quietly: every write is ignored, reading gives what the server set. */
  'cookie writes are ignored': () => {
    const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        return native.get!.call(this) as string;
      },
      set() {
        // ignored, as a browser blocking cookies does
      },
    });
  },
  /** Strict third-party blocking: cookies, IndexedDB, both Web Storages and BroadcastChannel. */
  'every storage is refused': () => {
    const deny = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    // The theme's cookie banner is spared, as above.
    const cookie = (theme: () => unknown) => () => (new Error().stack?.includes('/dist/') ? deny() : theme());
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get: cookie(() => ''),
      set: cookie(() => undefined),
    });
    for (const name of ['indexedDB', 'localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, { configurable: true, get: deny });
    window.BroadcastChannel = function BroadcastChannel() {
      deny();
    } as unknown as typeof BroadcastChannel;
  },
} satisfies Record<string, () => void>;

type Fault = keyof typeof FAULTS;
/** Some storage still works: the login is kept on the next page of the tab. */
const KEPT_ON_NEXT_PAGE: Record<Fault, boolean> = {
  'document.cookie throws': true,
  'BroadcastChannel cannot be created': true,
  'cookie writes are ignored': true,
  'every storage is refused': false,
};

/**
 * `sentHome`: the site's personal space sends a logged-out visitor to '/' (the main site's,
 * account-layer §8); the floor site's account space stays, with its login invitation.
 */
const SITES: { site: SiteKey; page: string; account: () => Promise<Account>; sentHome: boolean }[] = [
  { site: 'main', page: '/contact/', account: async () => MAIN_ACCOUNTS.updated, sentHome: true },
  { site: 'plancher', page: '/', account: () => registerToolsUser('plancher', 'Maëlle'), sentHome: false },
];

/** Every placeholder of the page mounted its island. */
async function expectIslandsMounted(page: Page): Promise<void> {
  const placeholders = page.locator('[data-widget]');
  expect(await placeholders.count()).toBeGreaterThan(0);
  for (const placeholder of await placeholders.all())
    await expect(placeholder).toHaveAttribute('data-widget-mounted', '');
}

async function logInAndCheck(visit: SitePage, account: Account): Promise<void> {
  await visit.expectLoggedOut();
  await expectIslandsMounted(visit.page);
  await visit.login(account);
  await expectIslandsMounted(visit.page);
}

for (const [fault, breakIt] of Object.entries(FAULTS) as [Fault, () => void][])
  for (const { site, page: path, account: makeAccount, sentHome } of SITES)
    test(`${site}: the login works when ${fault}`, async ({ visit, page }) => {
      const account = await makeAccount();
      await page.addInitScript(breakIt);
      const first = await visit(site, path);
      await logInAndCheck(first, account);

      // The next page of the tab: the personal space, with its islands. Without the login, the
      // main site's sends the visitor home: the islands counted are then home's, once that
      // navigation is over, not those of a page being left.
      const next = await visit(site, '/espace-personnel/');
      if (KEPT_ON_NEXT_PAGE[fault]) await next.expectGreets(account.firstname);
      else {
        if (sentHome) await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'load' });
        await next.expectLoggedOut();
      }
      await expectIslandsMounted(page);
    });
