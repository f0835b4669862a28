/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import carbonSimulator from '@/widgets/carbon-simulator';
import { cleanUp, mount } from '@/test/support/dom';
import { person, type Person } from '@/test/support/user';
import {
  clusterPath,
  draftNow,
  exampleAnswers,
  fillStepOne,
  formFetches,
  leaveTunnel,
  openTunnel,
  orderOf,
  overlays,
  pick,
  settled,
  stepTwoDraft,
  stubPage,
} from './carbon-simulator-support';

/**
 * The carbon tunnel as a visitor goes through it (floor-and-carbon-tools §2.2, §4.2, §5 carbon
 * tunnel, §8, §9), against the reference API; the draft that keeps a half-filled tunnel or its
 * results over a reload; the exit dialog.
 */

let user: Person;
let stubs: ReturnType<typeof stubPage>;
beforeEach(() => {
  user = person();
  stubs = stubPage();
});

const RESULTS = "Simulations d'empreinte carbone";
afterEach(leaveTunnel);

describe('the journey', () => {
  it('goes from step 1 to the results of one simulation', async () => {
    const page = await openTunnel();
    const { island } = page;
    await fillStepOne(user, island);
    await pick(user, island, /Système constructif/, 'Poutrelles et entrevous béton');
    await settled(island);
    await pick(user, island, /Configuration favorite/, 'Personnaliser');
    await settled(island);
    await pick(user, island, /Entrevous$/, 'Entrevous béton');
    await settled(island);
    await pick(user, island, /Rupteurs thermiques/, 'Sans rupteur');
    await settled(island);
    const last = page.sent('POST', '/api/simulator/form/').at(-1);
    expect(orderOf(last)).toMatch(/^systemType=entrevous-beton favorites=custom/);
    await user.click(await island.findByRole('button', { name: "Estimer l'impact carbone" }));
    expect(await island.findByRole('heading', { name: "Simulations d'empreinte carbone" })).toBeInTheDocument();
    expect(
      within(island.getByRole('list', { name: /Progression/ }))
        .getByText('Résultats')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
  });
});

describe('an empty form', () => {
  it("says the service has no question, with 'Réessayer', instead of an empty step", async () => {
    const page = await openTunnel({
      rewrite: { path: '/api/simulator/form/', change: () => ({ formArray: [], isCompleted: false }) },
    });
    expect(
      await page.island.findByText(
        "Le service n'a aucune question à vous proposer pour le moment. Réessayez dans quelques instants.",
      ),
    ).toBeInTheDocument();
    expect(page.island.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(page.island.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
  });
});

describe('the draft', () => {
  it('brings a half-filled step 2 back after a reload: the same step, the same answers in order', async () => {
    const page = await openTunnel();
    const { island } = page;
    await fillStepOne(user, island);
    await pick(user, island, /Système constructif/, 'Prédalles');
    await pick(user, island, /Configuration favorite/, 'Personnaliser');
    await waitFor(() => expect(orderOf(formFetches(page).at(-1))).toMatch(/favorites=custom span=500/));
    await settled(island);
    const answers = orderOf(formFetches(page).at(-1));
    const before = formFetches(page).length;

    cleanUp();
    const again = await mount(carbonSimulator);
    expect(await again.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(again.getByRole('radio', { name: 'Prédalles' })).toBeChecked();
    expect(await again.findByRole('radio', { name: 'Personnaliser' })).toBeChecked();
    expect(again.getByRole('radio', { name: 'C25/30' })).toBeChecked();
    expect(formFetches(page, before).map(orderOf)).toContain(answers);
    await user.click(again.getByRole('button', { name: "Retour à l'étape précédente" }));
    expect(await again.findByRole('textbox', { name: /Code postal du chantier/ })).toHaveValue('69007');
    expect(again.getByRole('textbox', { name: /Nom du projet/ })).toHaveValue('Maison Durand');
  });

  it('brings the results back after a reload, on their cluster', async () => {
    const page = await openTunnel({ draft: () => stepTwoDraft(exampleAnswers('predalle')) });
    await user.click(await page.island.findByRole('button', { name: "Estimer l'impact carbone" }));
    await page.island.findByRole('heading', { name: RESULTS });
    const cluster = draftNow()!.cluster!;
    const reads = page.sent('GET', clusterPath(cluster)).length;

    cleanUp();
    const again = await mount(carbonSimulator);
    expect(await again.findByRole('heading', { name: RESULTS })).toBeInTheDocument();
    expect(again.getByText('Maison Durand – 69007')).toBeInTheDocument();
    expect(again.getAllByRole('article')).toHaveLength(1);
    expect(page.sent('GET', clusterPath(cluster))).toHaveLength(reads + 1);
  });
});

describe('the exit', () => {
  it("asks before leaving from the exit icon: 'Annuler' stays", async () => {
    const { island } = await openTunnel({ draft: () => stepTwoDraft() });
    await island.findByRole('heading', { name: 'Votre plancher' });
    await user.click(island.getByRole('button', { name: 'Quitter le simulateur' }));
    const dialogs = await overlays();
    const dialog = await dialogs.findByRole('dialog', { name: 'Quitter le simulateur ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument());
    expect(island.getByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(stubs.assign).not.toHaveBeenCalled();
    expect(draftNow()?.step).toBe(2);
  });

  it("asks before leaving from the logo: 'Quitter' goes home and forgets the draft", async () => {
    const { island } = await openTunnel({ draft: () => stepTwoDraft() });
    await island.findByRole('heading', { name: 'Votre plancher' });
    await user.click(island.getByRole('button', { name: 'Carbone Bâtiment — Quitter le simulateur' }));
    const dialogs = await overlays();
    const dialog = await dialogs.findByRole('dialog', { name: 'Quitter le simulateur ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitter' }));
    await waitFor(() => expect(stubs.assign).toHaveBeenCalledWith('/'));
    expect(draftNow()).toBeNull();
  });
});
