/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { setTimings, SPEC_TIMINGS } from '@/src/runtime/timings';
import { cleanUp, mount } from '@/test/support/dom';
import { person, typeInto, type Person } from '@/test/support/user';
import floorConfigurator from '@/widgets/floor-configurator';
import { createConfigurator } from '@/widgets/floor-configurator/configurator-controller';
import { sessionDraft } from '@/widgets/floor-configurator/draft';
import {
  fieldNamed,
  fillStepOne,
  leaveConfigurator,
  notesOf,
  openConfigurator,
  pick,
  refetches,
  stubPage,
  type Island,
  type Page,
} from './floor-configurator-support';

/**
 * The floor configurator's two steps as a visitor answers them (floor-and-carbon-tools §2.1, §4.1,
 * §5 'Floor step 1' and 'Floor step 2', §8, §9), against the reference API; and the draft that
 * keeps a half-filled configuration over a reload.
 */

let user: Person;
beforeEach(() => {
  user = person();
  stubPage();
});
afterEach(leaveConfigurator);

const zipField = (island: Island) => island.getByRole('textbox', { name: /Code postal du chantier/ });
const nameField = (island: Island) => island.getByRole('textbox', { name: /Nom de la configuration/ });
const stepHeading = (island: Island) => island.getByRole('heading', { level: 2 }).textContent;

/**
 * Resolves once no re-fetch waits or is on its way: the step's form says it is busy from the
 * change that asks for one until its answer is in.
 */
async function settled(page: Page) {
  await waitFor(() =>
    expect(
      page.island.getByRole('button', { name: 'Trouver les solutions adaptées' }).closest('form'),
    ).not.toHaveAttribute('aria-busy'),
  );
}

describe('step 1', () => {
  it('fetches the initial form once, without answers', async () => {
    const page = await openConfigurator();
    expect(await page.island.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
    const [first, ...others] = page.sent('GET', '/api/simulator/');
    expect(others).toEqual([]);
    expect(first!.query).toEqual({});
  });

  it("says so when the server's form asks nothing, and offers 'Réessayer' instead of an empty step", async () => {
    const page = await openConfigurator({
      rewrite: { path: '/api/simulator/', change: () => ({ status: 'new', formArray: [] }) },
    });
    expect(
      await page.island.findByText(
        "Le service n'a aucune question à vous proposer pour le moment. Réessayez dans quelques instants.",
      ),
    ).toBeInTheDocument();
    expect(page.island.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(page.island.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
  });

  it('waits 250 ms before fetching the initial form (§9)', async () => {
    const page = await openConfigurator();
    await page.island.findByRole('heading', { name: 'Votre projet' });
    const before = page.sent('GET', '/api/simulator/').length;
    expect(SPEC_TIMINGS.formLoad).toBe(250);
    setTimings({ formLoad: SPEC_TIMINGS.formLoad });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    // The island's controller on its own, started here: its wait begins now.
    const configurator = createConfigurator({
      api: page.runtime.api,
      draft: sessionDraft(),
      toast: jest.fn(),
      isLoggedIn: () => false,
      company: () => '',
      navigate: jest.fn(),
    });
    void configurator.start({ kind: 'new' });
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.formLoad - 1);
    expect(page.sent('GET', '/api/simulator/')).toHaveLength(before);
    await jest.advanceTimersByTimeAsync(1);
    jest.useRealTimers();
    await waitFor(() => expect(configurator.store.getState().view).toEqual({ kind: 'form', step: 1 }));
    expect(page.sent('GET', '/api/simulator/')).toHaveLength(before + 1);
    configurator.dispose();
  });

  it("says 'Champ obligatoire' when a required field is left empty, on blur", async () => {
    const { island } = await openConfigurator();
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

  it("strips letters from the zip code as typed and wants exactly 5 characters before 'Continuer'", async () => {
    const { island } = await openConfigurator();
    const zip = await island.findByRole('textbox', { name: /Code postal du chantier/ });
    await typeInto(user, zip, '69a0b0');
    expect(zip).toHaveValue('6900');
    await typeInto(user, nameField(island), 'Maison Durand');
    await user.click(island.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(notesOf(zip)).toContain('Doit être exactement 5 caractères'));
    expect(stepHeading(island)).toBe('Votre projet');

    await typeInto(user, zip, '69003');
    await waitFor(() => expect(notesOf(zip)).not.toContain('Doit être exactement 5 caractères'));
    await user.click(island.getByRole('button', { name: 'Continuer' }));
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
  });

  it('keeps the visitor on step 1 while it is empty, every error shown', async () => {
    const { island } = await openConfigurator();
    await user.click(await island.findByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(notesOf(zipField(island))).toContain('Champ obligatoire'));
    expect(notesOf(nameField(island))).toContain('Champ obligatoire');
    expect(stepHeading(island)).toBe('Votre projet');
  });
});

describe('step 2', () => {
  it("reveals 'Performance thermique visée (Up)' for a low floor; asks for the fields above first", async () => {
    const page = await openConfigurator();
    await fillStepOne(user, page.island, '69003');
    const { island } = page;
    expect(island.queryByText(/Performance thermique visée/)).not.toBeInTheDocument();
    expect(fieldNamed(island, 'Usage du local')).toHaveTextContent('Veuillez remplir les champs ci-dessus.');
    await pick(user, island, /Position du plancher/, 'Plancher bas');
    const up = await island.findByRole('radiogroup', { name: /Performance thermique visée \(Up\)/ });
    await waitFor(() =>
      expect(
        within(up)
          .getAllByRole('radio')
          .map((r) => r.closest('label')!.textContent),
      ).toEqual(['0,27', '0,23', '0,20', '0,16']),
    );
    expect(fieldNamed(island, 'Usage du local')).not.toHaveTextContent('Veuillez remplir les champs ci-dessus.');
  });

  it("says 'Aucune valeur disponible.' for the Up overseas (97400)", async () => {
    const page = await openConfigurator();
    await fillStepOne(user, page.island, '97400');
    await pick(user, page.island, /Position du plancher/, 'Plancher bas');
    await waitFor(() => expect(refetches(page)).toHaveLength(1));
    await settled(page);
    expect(refetches(page)).toHaveLength(1);
    expect(fieldNamed(page.island, 'Performance thermique visée')).toHaveTextContent('Aucune valeur disponible.');
    expect(page.island.queryByRole('radiogroup', { name: /Performance thermique visée/ })).not.toBeInTheDocument();
  });

  it('re-fetches the form once, 250 ms after the last of several quick changes of the floor', async () => {
    const page = await openConfigurator();
    await fillStepOne(user, page.island, '69003');
    await settled(page);
    const before = refetches(page).length;
    expect(SPEC_TIMINGS.fieldRefetch).toBe(250);
    setTimings({ fieldRefetch: SPEC_TIMINGS.fieldRefetch });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const group = page.island.getByRole('radiogroup', { name: /Position du plancher/ });
    await user.click(within(group).getByRole('radio', { name: 'Plancher bas' }));
    await jest.advanceTimersByTimeAsync(100);
    await user.click(within(group).getByRole('radio', { name: 'Plancher intermédiaire' }));
    await jest.advanceTimersByTimeAsync(100);
    await user.click(within(group).getByRole('radio', { name: 'Plancher haut' }));
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch - 1);
    expect(refetches(page).slice(before)).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    jest.useRealTimers();
    await waitFor(() => expect(refetches(page).slice(before)).toHaveLength(1));
    await settled(page);
    const after = refetches(page).slice(before);
    expect(after).toHaveLength(1);
    expect(JSON.parse(after[0]!.query.step1!)).toEqual({ zipCode: '69003', configurationName: 'Maison Durand' });
    expect(JSON.parse(after[0]!.query.step2!)).toMatchObject({ floor: 'high' });
  });

  it("shows gLoad and qLoad for 'Personnalisé', hides and empties them for 'Habitation'", async () => {
    const page = await openConfigurator();
    await fillStepOne(user, page.island, '69003');
    const { island } = page;
    await pick(user, island, /Position du plancher/, 'Plancher bas');
    expect(island.queryByRole('textbox', { name: /Charges permanentes g/ })).not.toBeInTheDocument();
    await pick(user, island, /Usage du local/, 'Personnalisé');
    await typeInto(user, await island.findByRole('textbox', { name: /Charges permanentes g/ }), '2');
    await typeInto(user, island.getByRole('textbox', { name: /Charges d'exploitation q/ }), '3');
    await pick(user, island, /Usage du local/, 'Habitation');
    await waitFor(() =>
      expect(island.queryByRole('textbox', { name: /Charges permanentes g/ })).not.toBeInTheDocument(),
    );
    expect(island.queryByRole('textbox', { name: /Charges d'exploitation q/ })).not.toBeInTheDocument();
    await pick(user, island, /Usage du local/, 'Personnalisé');
    expect(await island.findByRole('textbox', { name: /Charges permanentes g/ })).toHaveValue('');
    expect(island.getByRole('textbox', { name: /Charges d'exploitation q/ })).toHaveValue('');
  });

  it("checks the continuity pair with the server while 'Oui', and forgets its message on 'Non'", async () => {
    const page = await openConfigurator();
    await fillStepOne(user, page.island, '69003');
    const { island } = page;
    await pick(user, island, /Continuité sur un appui/, 'Oui');
    const width = await island.findByRole('textbox', { name: /Largeur de l'appui/ });
    await typeInto(user, width, '10');
    const length = island.getByRole('textbox', { name: /Longueur de la continuité/ });
    await typeInto(user, length, '80');
    await waitFor(() =>
      expect(notesOf(length)).toContain("La largeur de l'appui doit être d'au moins 20 cm pour assurer la continuité."),
    );
    expect(page.sent('GET', '/api/validation/continuity/10,80/')).toHaveLength(1);
    await pick(user, island, /Continuité sur un appui/, 'Non');
    await waitFor(() => expect(island.queryByText(/La largeur de l'appui doit être/)).not.toBeInTheDocument());
    expect(island.queryByRole('textbox', { name: /Longueur de la continuité/ })).not.toBeInTheDocument();
  });

  it("refuses 'e' and '-' in a number field", async () => {
    const page = await openConfigurator();
    await fillStepOne(user, page.island, '69003');
    const span = page.island.getByRole('textbox', { name: /Portée entre appuis/ });
    await typeInto(user, span, '4e-20');
    expect(span).toHaveValue('420');
  });

  it("goes back to step 1 with 'Retour à l'étape précédente', the answers kept", async () => {
    const page = await openConfigurator();
    await fillStepOne(user, page.island, '69003');
    await user.click(page.island.getByRole('button', { name: "Retour à l'étape précédente" }));
    expect(await page.island.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
    expect(zipField(page.island)).toHaveValue('69003');
  });
});

describe('the draft', () => {
  it('brings a half-filled step 2 back after a reload, at step 2', async () => {
    const page = await openConfigurator();
    await fillStepOne(user, page.island, '69003');
    await pick(user, page.island, /Position du plancher/, 'Plancher bas');
    await pick(user, page.island, /Performance thermique visée/, '0,27');
    await typeInto(user, page.island.getByRole('textbox', { name: /Portée entre appuis/ }), '420');
    await pick(user, page.island, /Type d'entrevous/, 'Entrevous polystyrène');
    cleanUp();
    const island = await mount(floorConfigurator);
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(island.getByRole('radio', { name: 'Plancher bas' })).toBeChecked();
    expect(island.getByRole('textbox', { name: /Portée entre appuis/ })).toHaveValue('420');
    expect(await island.findByRole('radio', { name: '0,27' })).toBeChecked();
    expect(await island.findByRole('radio', { name: 'Entrevous polystyrène' })).toBeChecked();
    await user.click(island.getByRole('button', { name: "Retour à l'étape précédente" }));
    expect(await island.findByRole('textbox', { name: /Code postal du chantier/ })).toHaveValue('69003');
  });
});
