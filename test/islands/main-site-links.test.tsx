/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, type BoundFunctions, type queries } from '@testing-library/dom';
import { openProfil } from '@/features/account/actions';
import { navigation } from '@/src/runtime/navigation';
import { fromMainUser } from '@/src/session/user-mapping';
import personalSpace from '@/widgets/personal-space';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { logIn } from '@/test/support/main-site';
import { startPreview } from '@/test/support/preview';
import { SEED_ACCOUNTS } from '@/test/support/reference-api';
import { clearToasts } from '@/test/support/toasts';
import { person, type Person } from '@/test/support/user';
import { ANSWERS, resultSite, SOPHIE } from './thermal-result-support';

/**
 * Every link an island renders on the main site leads to a page the site serves: the preview
 * server (the demo CMS) answers each one 200, not its 404 page. The links are gathered from the
 * header (logged out and in, both layouts), the login popup's screens, the personal space and the
 * profile popup.
 */

const ORIGIN = 'http://site.localhost:8080';
const SSO_ORIGIN = 'http://sso.localhost:8080';
type Within = BoundFunctions<typeof queries>;

let user: Person;
beforeEach(() => {
  user = person();
  jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanUp();
  await clearToasts();
  jest.restoreAllMocks();
  history.replaceState(null, '', '/');
});

/** The href of every link in `scope`, as written (resolved later against the page's path). */
const hrefs = (scope: Within): string[] => scope.queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');

/** Each href, resolved against the page it was on, with the page it was on. */
type Found = { page: string; href: string };

async function linksLoggedOut(): Promise<Found[]> {
  await startPage('main');
  const header = await mount();
  await user.click(await header.findByRole('button', { name: 'Me connecter' }));
  const dialog = await overlays();
  await dialog.findByRole('heading', { name: 'CONNEXION' });
  const found = [...hrefs(header), ...hrefs(dialog)];
  expect(found).toContain('/inscription/'); // 'Je n'ai pas de compte'
  await user.click(dialog.getByRole('button', { name: "J'ai perdu mon mot de passe" }));
  await dialog.findByRole('heading', { name: 'Mot de passe oublié' });
  found.push(...hrefs(dialog));
  return found.map((href) => ({ page: '/', href }));
}

async function linksLoggedIn(): Promise<Found[]> {
  const page = await startPage('main');
  page.session.login(fromMainUser(await logIn(page.api, SEED_ACCOUNTS.mainUpdated)), false);
  const found: string[] = [];
  const buttons = await mount();
  await buttons.findByText('Bienvenue Sophie !');
  found.push(...hrefs(buttons));
  const menu = await mount(undefined, { 'data-layout': 'menu' });
  await user.click(await menu.findByRole('button', { name: /Bienvenue Sophie !/ }));
  await menu.findByRole('link', { name: 'Voir mon espace personnel' });
  found.push(...hrefs(menu));

  history.replaceState(null, '', '/espace-personnel/');
  const space = await mount(personalSpace);
  await space.findByRole('heading', { name: 'Bienvenue Sophie Bernard' });
  const inSpace = hrefs(space);
  await openProfil();
  const dialog = await overlays();
  await dialog.findByLabelText('Nom');
  inSpace.push(...hrefs(dialog));
  return [
    ...found.map((href) => ({ page: '/', href })),
    ...inSpace.map((href) => ({ page: '/espace-personnel/', href })),
  ];
}

/**
 * The thermal-break tool's links, on a thermal and an environmental result (the questionnaire has
 * none). Its product sheets, quote request and INIES sheets are other sites': only the links to
 * this site are checked (the psi library, the other tool, the history).
 */
async function linksOfResults(): Promise<Found[]> {
  const site = await resultSite({ account: SOPHIE });
  const found: Found[] = [];
  for (const [tool, dataType, answers] of [
    ['thermal', 'rup', ANSWERS.determined],
    ['environmental', 'pou', ANSWERS.poutrelles],
  ] as const) {
    const { history } = await site.create(dataType, answers);
    const island = await site.open(history.id, { tool, fromHistory: true });
    await island.findByRole('heading', { level: 2 });
    await waitFor(() => expect(island.queryAllByRole('link').length).toBeGreaterThan(1));
    const page = tool === 'thermal' ? '/evaluer-le-psi-dun-rupteur/' : '/donnees-environnementales/';
    found.push(
      ...hrefs(island)
        .filter((href) => !/^https?:/.test(href))
        .map((href) => ({ page, href })),
    );
    cleanUp();
  }
  return found;
}

it('every link the islands render on the main site leads to a page the site serves', async () => {
  const found = [...(await linksLoggedOut()), ...(await linksLoggedIn()), ...(await linksOfResults())];
  cleanUp();
  const preview = await startPreview();
  try {
    const checked = new Set<string>();
    for (const { page, href } of found) {
      const url = new URL(href, ORIGIN + page);
      if (url.origin === SSO_ORIGIN) continue; // the partner's domain, served by the SSO app
      expect(`${url.origin} (${href})`).toBe(`${ORIGIN} (${href})`);
      if (checked.has(url.pathname)) continue;
      checked.add(url.pathname);
      const response = await preview.request('site.localhost', url.pathname);
      expect(`${href} on ${page}: ${response.status}`).toBe(`${href} on ${page}: 200`);
    }
    expect([...checked]).toEqual(
      expect.arrayContaining(['/inscription/', '/contact/', '/espace-personnel/', '/bibliotheque/']),
    );
  } finally {
    preview.cleanup();
  }
});
