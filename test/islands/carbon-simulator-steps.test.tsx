/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor } from '@testing-library/dom';
import { failureResponse } from '@/test/support/runtime';
import { person, typeInto, type Person } from '@/test/support/user';
import {
  FORM,
  leaveTunnel,
  notesOf,
  openTunnel,
  stubPage,
  visitorCluster,
  type Island,
} from './carbon-simulator-support';

/**
 * The tunnel's step 1 and the ways into it (floor-and-carbon-tools §2.2 query parameters, §5
 * 'Carbon tunnel step 1', §8), against the reference API: the field errors, a failed fetch of
 * step 2's fields, `?cluster=`.
 */

let user: Person;
beforeEach(() => {
  user = person();
  stubPage();
});
afterEach(leaveTunnel);

const zipField = (island: Island) => island.getByRole('textbox', { name: /Code postal du chantier/ });
const nameField = (island: Island) => island.getByRole('textbox', { name: /Nom du projet/ });
const stepHeading = (island: Island) => island.getByRole('heading', { level: 2 }).textContent;

describe('step 1', () => {
  it("says 'Champ obligatoire' under the zip code and the name left empty, on blur", async () => {
    const { island } = await openTunnel();
    const zip = await island.findByRole('textbox', { name: /Code postal du chantier/ });
    expect(notesOf(zip)).not.toContain('Champ obligatoire');
    await user.click(zip);
    await user.click(nameField(island));
    await waitFor(() => expect(notesOf(zip)).toContain('Champ obligatoire'));
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(notesOf(nameField(island))).not.toContain('Champ obligatoire');
    await user.click(island.getByRole('heading', { name: 'Votre projet' }));
    await waitFor(() => expect(notesOf(nameField(island))).toContain('Champ obligatoire'));
  });

  it("wants exactly 5 characters in the zip code, and 'Continuer' stays on step 1 until then", async () => {
    const page = await openTunnel();
    const { island } = page;
    const zip = await island.findByRole('textbox', { name: /Code postal du chantier/ });
    await typeInto(user, zip, '6900');
    await typeInto(user, nameField(island), 'Maison Durand');
    await waitFor(() => expect(notesOf(zip)).toContain('Doit contenir exactement 5 caractères.'));
    const fetches = page.sent('POST', FORM).length;
    await user.click(island.getByRole('button', { name: 'Continuer' }));
    expect(stepHeading(island)).toBe('Votre projet');
    expect(page.sent('POST', FORM)).toHaveLength(fetches);

    await typeInto(user, zip, '69007');
    await waitFor(() => expect(notesOf(zip)).not.toContain('Doit contenir exactement 5 caractères.'));
    await user.click(island.getByRole('button', { name: 'Continuer' }));
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
  });

  it("keeps the visitor on step 1 while it is empty, 'Champ obligatoire' under both fields", async () => {
    const page = await openTunnel();
    const { island } = page;
    await user.click(await island.findByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(notesOf(zipField(island))).toContain('Champ obligatoire'));
    expect(notesOf(nameField(island))).toContain('Champ obligatoire');
    expect(stepHeading(island)).toBe('Votre projet');
    expect(page.sent('POST', FORM)).toHaveLength(1);
  });

  /** Step 2's fields, asked for step 1's answers (the first fetch, on opening, has none). */
  const stepTwoFetch = (request: Request) =>
    request.method === 'POST' &&
    new URL(request.url).pathname === FORM &&
    request
      .clone()
      .text()
      .then((text) => (JSON.parse(text) as { step1: { zipCode?: string } }).step1.zipCode === '69007');

  it.each([
    ['a refusal', () => failureResponse(500, 'Erreur interne'), 'Le service est momentanément indisponible.'],
    [
      'an unreachable server',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Connexion impossible.',
    ],
    [
      'a broken answer',
      () => Response.json({ success: true, message: '', datas: { formArray: 'non' } }),
      'Une erreur est survenue. Veuillez réessayer.',
    ],
  ])('keeps step 1 and its values after %s to the fetch of step 2, and says why', async (_, answer, why) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { island } = await openTunnel({
      intercept: async (request) => ((await stepTwoFetch(request)) ? answer() : undefined),
    });
    await typeInto(user, await island.findByRole('textbox', { name: /Code postal du chantier/ }), '69007');
    await typeInto(user, nameField(island), 'Maison Durand');
    await user.click(island.getByRole('button', { name: 'Continuer' }));
    const alert = await island.findByRole('alert');
    expect(alert).toHaveTextContent("Les questions de l'étape suivante n'ont pas pu être chargées :");
    expect(alert.textContent!.replace("Les questions de l'étape suivante n'ont pas pu être chargées :", '')).toMatch(
      why,
    );
    expect(stepHeading(island)).toBe('Votre projet');
    expect(zipField(island)).toHaveValue('69007');
    expect(nameField(island)).toHaveValue('Maison Durand');
    expect(island.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  });
});

describe("the browser's Back", () => {
  it('returns from step 2 to step 1 with its answers, and Forward to step 2 (beyond the spec)', async () => {
    const { island } = await openTunnel();
    await typeInto(user, await island.findByRole('textbox', { name: /Code postal du chantier/ }), '69007');
    await typeInto(user, nameField(island), 'Maison Durand');
    await user.click(island.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(stepHeading(island)).not.toBe('Votre projet'));
    const second = stepHeading(island);
    history.back();
    await waitFor(() => expect(stepHeading(island)).toBe('Votre projet'));
    expect(zipField(island)).toHaveValue('69007');
    expect(nameField(island)).toHaveValue('Maison Durand');
    history.forward();
    await waitFor(() => expect(stepHeading(island)).toBe(second));
    // 'Retour à l'étape précédente' is Back itself: no entry piles up.
    const length = history.length;
    const popped = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    await user.click(island.getByRole('button', { name: "Retour à l'étape précédente" }));
    await popped;
    expect(stepHeading(island)).toBe('Votre projet');
    expect(history.length).toBe(length);
  });
});

describe('the ways in', () => {
  it('?cluster= skips step 1: step 2 at once, without the previous-step link, every fetch for that cluster', async () => {
    let cluster = 0;
    const page = await openTunnel({
      search: async (api) => `?cluster=${(cluster = await visitorCluster(api, ['entrevous-beton']))}`,
    });
    const { island } = page;
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(island.queryByRole('textbox', { name: /Code postal du chantier/ })).not.toBeInTheDocument();
    expect(island.queryByRole('button', { name: "Retour à l'étape précédente" })).not.toBeInTheDocument();
    expect(page.sent('POST', FORM).map((r) => (r.body as { cluster: number | null }).cluster)).toEqual([cluster]);
  });

  it('ignores ?cluster=abc with one console error, and starts at step 1', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openTunnel({ search: '?cluster=abc' });
    expect(await page.island.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('?cluster=abc'));
    expect((page.sent('POST', FORM)[0]!.body as { cluster: number | null }).cluster).toBeNull();
  });
});
