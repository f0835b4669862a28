/** @jest-environment ./test/support/jsdom-environment.cjs */
import { fireEvent, waitFor, within } from '@testing-library/dom';
import { FLOOR_EXAMPLES } from '@/demo-pages/reference-api/floor/examples';
import { setTimings, SPEC_TIMINGS } from '@/src/runtime/timings';
import floorConfigurator from '@/widgets/floor-configurator';
import { createConfigurator } from '@/widgets/floor-configurator/configurator-controller';
import { sessionDraft } from '@/widgets/floor-configurator/draft';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { failureResponse } from '@/test/support/runtime';
import { person, typeInto, type Person } from '@/test/support/user';
import {
  answerExample,
  cards,
  leaveConfigurator,
  leaveDraft,
  notesOf,
  openConfigurator,
  seededSimulation,
  sendExample,
  stubPage,
  type Dialogs,
  type Island,
} from './floor-configurator-support';

/**
 * The submit, the results and the empty state of the floor configurator (floor-and-carbon-tools
 * §2.1, §4.1, §5 'Agency contact', §8), and the design office's contact from both, against the
 * reference API. Tests of the submit's failures start from a draft at step 2 (a visit that
 * stopped before sending); the results come from a visitor's own clicks.
 */

let user: Person;
beforeEach(() => {
  user = person();
  stubPage();
});
afterEach(leaveConfigurator);

const FIND = 'Trouver les solutions adaptées';
const SUBMIT = '/api/simulator/';
type Intercept = NonNullable<Parameters<typeof openConfigurator>[0]>['intercept'];

/** The configurator opened on the example's answers at step 2, with the submit answered by `intercept`. */
async function atStepTwo(
  example: keyof typeof FLOOR_EXAMPLES,
  options: { intercept?: Intercept; loggedIn?: boolean } = {},
) {
  leaveDraft(example);
  const page = await openConfigurator(options);
  await page.island.findByRole('heading', { name: 'Votre plancher' });
  return page;
}

const onSubmit =
  (answer: () => Response | Promise<Response>): Intercept =>
  (request) =>
    request.method === 'POST' && new URL(request.url).pathname === SUBMIT ? answer() : undefined;

describe('the submit', () => {
  it('places a field error of the server under its field, and keeps the answers', async () => {
    const page = await atStepTwo('several', {
      intercept: onSubmit(() =>
        Response.json(
          { success: false, message: '', error: { floorSpan: 'La valeur doit être comprise entre 100 et 900 cm.' } },
          { status: 400 },
        ),
      ),
    });
    await user.click(page.island.getByRole('button', { name: FIND }));
    const span = page.island.getByRole('textbox', { name: /Portée entre appuis/ });
    await waitFor(() => expect(notesOf(span)).toContain('La valeur doit être comprise entre 100 et 900 cm.'));
    expect(span).toHaveAttribute('aria-invalid', 'true');
    expect(span).toHaveValue('420');
    expect(page.island.getByRole('radio', { name: 'Plancher bas' })).toBeChecked();
    // Typing spends the server's message.
    await typeInto(user, span, '400');
    await waitFor(() => expect(notesOf(span)).not.toContain('La valeur doit être comprise'));
  });

  it('keeps every answer and says so in a toast when the server fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await atStepTwo('several', { intercept: onSubmit(() => failureResponse(500, 'Erreur interne')) });
    await user.click(page.island.getByRole('button', { name: FIND }));
    const dialogs = await overlays();
    expect(
      await dialogs.findByText('Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.'),
    ).toBeInTheDocument();
    expect(page.island.getByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(page.island.getByRole('radio', { name: 'Plancher bas' })).toBeChecked();
    expect(page.island.getByRole('textbox', { name: /Portée entre appuis/ })).toHaveValue('420');
    expect(page.island.getByRole('button', { name: FIND })).not.toHaveAttribute('aria-busy');
  });

  it('says so in French when the answer is broken, and keeps the form', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await atStepTwo('several', {
      intercept: onSubmit(() =>
        Response.json({ success: true, message: '', error: null, datas: { solutions: 'plusieurs' } }),
      ),
    });
    await user.click(page.island.getByRole('button', { name: FIND }));
    const dialogs = await overlays();
    expect(await dialogs.findByText(/Une erreur est survenue|réponse/)).toBeInTheDocument();
    expect(page.island.getByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('submitFloorSimulation'));
  });

  it("says so when the form cannot be loaded, and 'Réessayer' loads it", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const page = await openConfigurator({
      intercept: (request) =>
        broken && new URL(request.url).pathname === SUBMIT
          ? Response.json({ success: true, message: '', error: null, datas: { formArray: 'none' } })
          : undefined,
    });
    expect(await page.island.findByRole('alert')).toHaveTextContent("Le formulaire n'a pas pu être chargé.");
    broken = false;
    await user.click(page.island.getByRole('button', { name: 'Réessayer' }));
    expect(await page.island.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
  });
});

describe('the results', () => {
  it('sends once on a double click, then counts the solutions, sorts them, opens a detail and comes back; the draft is gone', async () => {
    const page = await openConfigurator();
    await user.dblClick(await answerExample(user, page.island, 'several'));
    const { island } = page;
    expect(await island.findByText('5 solutions adaptées')).toBeInTheDocument();
    const posts = page.sent('POST', SUBMIT);
    expect(posts).toHaveLength(1);
    // The loads of the load case picked go with the answers, though their fields are hidden (§4.1).
    expect((posts[0]!.body as { values: unknown[] }).values).toEqual(
      expect.arrayContaining([
        { field: 'loadCase', value: 'habitation' },
        { field: 'gLoad', value: '1' },
        { field: 'qLoad', value: '1.5' },
        { field: 'continuity', value: false },
      ]),
    );
    expect(island.getByRole('heading', { level: 2 })).toHaveTextContent('Résultats');
    const ascending = [
      'Plancher poutrelles + entrevous PSE 12+4 | Épaisseur : 19 cm',
      'Plancher poutrelles + entrevous PSE 16+4 | Épaisseur : 23 cm',
      'Plancher poutrelles + entrevous PSE 16+4 à rupteur intégré | Épaisseur : 23 cm',
      'Plancher poutrelles + entrevous PSE 20+4 | Épaisseur : 27 cm',
      'Plancher poutrelles + entrevous PSE graphité 20+4 | Épaisseur : 29 cm',
    ];
    expect(cards(island)).toEqual(ascending);
    const sort = island.getByRole('combobox', { name: 'Trier par' });
    // user-event's selectOptions loops in jsdom on a select inside its label (the label's click
    // clicks the select again): the change is fired as the browser fires it.
    fireEvent.change(sort, { target: { value: 'desc' } });
    expect(sort).toHaveDisplayValue('Épaisseur décroissante');
    await waitFor(() => expect(cards(island)[0]).toBe(ascending[4]));
    // Equal thicknesses keep the server's order.
    expect(cards(island)).toEqual([ascending[4], ascending[3], ascending[1], ascending[2], ascending[0]]);

    const thickest = island.getAllByRole('article')[0]!;
    await user.click(within(thickest).getByRole('button', { name: 'Voir le détail' }));
    expect(
      await island.findByRole('heading', { level: 2, name: 'Plancher poutrelles + entrevous PSE graphité 20+4' }),
    ).toBeInTheDocument();
    await user.click(island.getByRole('button', { name: /Page précédente/ }));
    expect(await island.findByText('5 solutions adaptées')).toBeInTheDocument();
    expect(cards(island)[0]).toBe(ascending[4]);

    cleanUp();
    const again = await mount(floorConfigurator);
    expect(await again.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
    expect(again.getByRole('textbox', { name: /Code postal du chantier/ })).toHaveValue('');
  });

  it('opens the detail at once when one solution matches', async () => {
    const page = await openConfigurator();
    await sendExample(user, page.island, 'one');
    expect(
      await page.island.findByRole('heading', { level: 2, name: 'Plancher haut poutrelles + entrevous PSE 20+5' }),
    ).toBeInTheDocument();
    expect(page.island.queryByText(/solutions? adaptées?/)).not.toBeInTheDocument();
    // No list to offer the design office: the detail does, for this simulation (Rhône's office).
    const dialogs = await openAgency(page.island);
    await fillAgency(dialogs, AGENCY);
    await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
    expect(await dialogs.findByRole('heading', { name: 'Merci pour votre message' })).toBeInTheDocument();
    expect(page.sent('POST', '/api/agency/contact/')[0]!.body).toMatchObject({ simulation: expect.any(Number) });
    await user.click(dialogs.getAllByRole('button', { name: 'Fermer' })[0]!);
    await waitFor(() => expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument());
    // 'Revenir à la configuration': back to step 2 in the page, every answer kept.
    await user.click(page.island.getByRole('link', { name: 'Revenir à la configuration' }));
    expect(await page.island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(page.island.getByRole('radio', { name: 'Plancher haut' })).toBeChecked();
    expect(page.island.getByRole('textbox', { name: /Portée entre appuis/ })).toHaveValue('560');
  });
});

/** The agency popup's fields, by label, typed over. */
async function fillAgency(dialogs: Dialogs, values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) await typeInto(user, dialogs.getByLabelText(label), value!);
}

const AGENCY = {
  Nom: 'Durand',
  Prénom: 'Paul',
  Société: 'Durand Maçonnerie',
  Téléphone: '0478000001',
  'E-mail': 'paul.durand@exemple.fr',
  'Votre message': 'Pouvez-vous étudier une portée de 5 m sous commerce ?',
};

/** Whether `element` has the focus in its shadow root (the overlays' host). */
const focused = (element: HTMLElement) => (element.getRootNode() as ShadowRoot).activeElement === element;

async function openAgency(island: Island) {
  await user.click(island.getByRole('button', { name: "Contactez le Bureau d'Étude" }));
  const dialogs = await overlays();
  await dialogs.findByRole('dialog', { name: "Contactez le Bureau d'Étude" });
  return dialogs;
}

describe("the browser's Back (beyond the spec)", () => {
  it('returns from a detail to the list and from step 2 to step 1; a detail has its own address', async () => {
    const page = await openConfigurator();
    await sendExample(user, page.island, 'several');
    const { island } = page;
    expect(await island.findByText('5 solutions adaptées')).toBeInTheDocument();
    const first = cards(island)[0]!.split(' | ')[0]!;
    const card = island.getByRole('article', { name: first });
    await user.click(within(card).getByRole('button', { name: 'Voir le détail' }));
    await island.findByRole('heading', { level: 2, name: first });
    expect(location.search).toMatch(/^\?historySolution=[a-z0-9-]+&history=\d+$/);
    history.back();
    expect(await island.findByText('5 solutions adaptées')).toBeInTheDocument();
    expect(location.search).toBe('');
    history.back();
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(island.getByRole('textbox', { name: /Portée entre appuis/ })).toHaveValue(
      String(FLOOR_EXAMPLES.several.values.floorSpan),
    );
    history.back();
    expect(await island.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
    history.forward();
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
  });
});

describe('the empty state and the design office', () => {
  it("explains why nothing matches, contacts the design office, and 'Recommencer la configuration' starts anew", async () => {
    const page = await openConfigurator();
    await sendExample(user, page.island, 'none');
    const { island } = page;
    expect(await island.findByRole('heading', { name: 'Aucun résultat trouvé' })).toBeInTheDocument();
    const why = island.getByRole('region', { name: 'Pourquoi aucune solution ?' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(FLOOR_EXAMPLES.none.exclusions.length);
    expect(within(why).getAllByRole('listitem')[0]).toHaveTextContent(
      "Plancher poutrelles + entrevous PSE 20+4 : Portée de 5,00 m : ce système va jusqu'à 4,70 m sous charges de commerce.",
    );
    expect(island.queryByRole('button', { name: 'Modifier la configuration' })).not.toBeInTheDocument();

    // Shop loads at 5.00 m are past the catalogue for a low floor: the limit, and the contact drafted with it.
    const limit = island.getByRole('region', { name: 'Au-delà du catalogue' });
    expect(limit).toHaveTextContent("Portée de 5,00 m : le catalogue va jusqu'à 4,70 m pour un plancher bas");
    const dialogs = await openAgency(island);
    for (const label of Object.keys(AGENCY)) expect(dialogs.getByLabelText(label)).toBeRequired();
    expect(within(dialogs.getByRole('dialog')).getByText(/Votre configuration lui est transmise/)).toHaveTextContent(
      "Portée de 5,00 m : le catalogue va jusqu'à 4,70 m",
    );
    await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
    // Every error at once, and the focus on the first field to fill.
    expect(await dialogs.findAllByText('Champ obligatoire')).toHaveLength(6);
    for (const label of Object.keys(AGENCY))
      expect(dialogs.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(focused(dialogs.getByLabelText('Nom'))).toBe(true);
    await fillAgency(dialogs, { ...AGENCY, 'E-mail': 'paul.durand' });
    await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
    expect(await dialogs.findByText('E-mail invalide')).toBeInTheDocument();
    expect(focused(dialogs.getByLabelText('E-mail'))).toBe(true);
    expect(page.sent('POST', '/api/agency/contact/')).toHaveLength(0);
    await fillAgency(dialogs, { 'E-mail': AGENCY['E-mail'] });
    await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
    expect(await dialogs.findByRole('heading', { name: 'Merci pour votre message' })).toBeInTheDocument();
    const [sent] = page.sent('POST', '/api/agency/contact/');
    expect(sent!.body).toMatchObject({
      lastname: 'Durand',
      email: 'paul.durand@exemple.fr',
      simulation: expect.any(Number),
    });
    expect((await page.api.outbox()).some((mail) => mail.text.includes(AGENCY['Votre message']))).toBe(true);
    expect((await page.api.outbox()).some((mail) => mail.text.includes('Limite du catalogue : Portée de 5,00 m'))).toBe(
      true,
    );
    await user.click(dialogs.getAllByRole('button', { name: 'Fermer' })[0]!);
    await waitFor(() => expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument());

    // The exit confirmation comes first: 'Annuler' keeps the results, 'Recommencer' starts anew.
    await user.click(island.getByRole('button', { name: 'Recommencer la configuration' }));
    const exit = await dialogs.findByRole('dialog', { name: 'Quitter cette configuration ?' });
    await user.click(within(exit).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(dialogs.queryByRole('dialog')).not.toBeInTheDocument());
    expect(island.getByRole('heading', { name: 'Aucun résultat trouvé' })).toBeInTheDocument();
    await user.click(island.getByRole('button', { name: 'Recommencer la configuration' }));
    const again = await dialogs.findByRole('dialog', { name: 'Quitter cette configuration ?' });
    await user.click(within(again).getByRole('button', { name: 'Recommencer' }));
    expect(await island.findByRole('heading', { name: 'Votre projet' })).toBeInTheDocument();
    expect(island.getByRole('textbox', { name: /Code postal du chantier/ })).toHaveValue('');
  });

  it("offers a logged-in user 'Modifier la configuration' and a contact prefilled with the company and phone", async () => {
    const page = await atStepTwo('none', { loggedIn: true });
    await user.click(page.island.getByRole('button', { name: FIND }));
    const { island } = page;
    expect(await island.findByRole('heading', { name: 'Aucun résultat trouvé' })).toBeInTheDocument();
    expect(island.queryByRole('button', { name: 'Recommencer la configuration' })).not.toBeInTheDocument();
    const dialogs = await openAgency(island);
    expect(dialogs.getByLabelText('Société')).toHaveValue('Martin BTP');
    expect(dialogs.getByLabelText('Nom')).toHaveValue('Martin');
    expect(dialogs.getByLabelText('E-mail')).toHaveValue('luc.martin@exemple.fr');
    // The phone is the profile's: the session does not keep it.
    expect(dialogs.getByLabelText('Téléphone')).toHaveValue('0478000000');
    await user.click(dialogs.getByRole('button', { name: 'Annuler' }));
    await user.click(island.getByRole('button', { name: 'Modifier la configuration' }));
    expect(await island.findByRole('heading', { name: 'Votre plancher' })).toBeInTheDocument();
    expect(island.getByRole('textbox', { name: /Portée entre appuis/ })).toHaveValue('500');
  });

  it('says in a toast that the design office could not be reached, the message kept', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await atStepTwo('several', {
      intercept: (request) =>
        new URL(request.url).pathname === '/api/agency/contact/' ? failureResponse(500, 'Erreur interne') : undefined,
    });
    await user.click(page.island.getByRole('button', { name: FIND }));
    expect(await page.island.findByText('5 solutions adaptées')).toBeInTheDocument();
    const dialogs = await openAgency(page.island);
    await fillAgency(dialogs, AGENCY);
    await user.click(dialogs.getByRole('button', { name: 'Envoyer' }));
    expect(
      await dialogs.findByText('Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.'),
    ).toBeInTheDocument();
    expect(dialogs.getByLabelText('Votre message')).toHaveValue(AGENCY['Votre message']);
    expect(dialogs.queryByRole('heading', { name: 'Merci pour votre message' })).not.toBeInTheDocument();
  });
});

describe('a past simulation', () => {
  it('waits 250 ms before loading its results (§9)', async () => {
    const page = await openConfigurator({ loggedIn: true });
    await page.island.findByRole('heading', { name: 'Votre projet' });
    const id = await seededSimulation(page.api, 'Simulation n°1054');
    const path = `/api/simulation/${id}/result/`;
    expect(SPEC_TIMINGS.resultsLoad).toBe(250);
    setTimings({ resultsLoad: SPEC_TIMINGS.resultsLoad });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    // The island's controller on its own, started here: its wait begins now.
    const configurator = createConfigurator({
      api: page.runtime.api,
      draft: sessionDraft(),
      toast: jest.fn(),
      isLoggedIn: () => true,
      company: () => '',
      navigate: jest.fn(),
    });
    void configurator.start({ kind: 'history', simulationId: id });
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.resultsLoad - 1);
    expect(page.sent('GET', path)).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    jest.useRealTimers();
    await waitFor(() => expect(configurator.store.getState().view.kind).not.toBe('loading'));
    expect(page.sent('GET', path)).toHaveLength(1);
    configurator.dispose();
  });
});
