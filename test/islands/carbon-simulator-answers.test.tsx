/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import type { CarbonForm } from '../../src/contracts/carbon/tunnel';
import { failureResponse } from '../support/runtime';
import { person, type Person } from '../support/user';
import {
  draftNow,
  exampleAnswers,
  FORM,
  formFetches,
  leaveTunnel,
  openTunnel,
  orderOf,
  pick,
  settled,
  stepTwoDraft,
  stubPage,
  toasts,
  type Island,
  type Page,
} from './carbon-simulator-support';

/**
 * Step 2 of the tunnel through the island (floor-and-carbon-tools §4.2, §8, §9): the ordered
 * answers each form fetch carries (`step2`, read with orderOf), the forced and default values
 * added after 150 ms, the re-fetch 250 ms after the last answer, the submit button the server
 * allows, and what a broken field or a failed re-fetch leaves. Timings are checked as lower bounds.
 */

let user: Person;
beforeEach(() => {
  user = person();
  stubPage();
});
afterEach(leaveTunnel);

const PRESET = 'Maison individuelle (16+4, 4,50 m)';
const ESTIMATE = "Estimer l'impact carbone";
/** What the visitor's first answers bring: the generic defaults and the zone of 69007, forced. */
const PROPOSED = 'span=500 concreteClass=C25/30 cementType=cem-ii-a seismicZone=2 chaining=courants';
const PRESET_VALUES = 'span=450 entrevous=beton concreteClass=C25/30 cementType=cem-ii-a';

/** At step 2 just after step 1 (the draft of a visit that stopped there): no answer yet. */
async function atStepTwo(options: Parameters<typeof openTunnel>[0] = {}) {
  const page = await openTunnel({ draft: () => stepTwoDraft(), ...options });
  await page.island.findByRole('heading', { name: 'Votre plancher' });
  await settled(page.island);
  return page;
}

/** The orders of the form fetches sent since `from`. */
const ordersSince = (page: Page, from: number) => formFetches(page, from).map(orderOf);
const radio = (island: Island, name: string) => island.getByRole('radio', { name });

/**
 * Waits until the form fetches since `from` carry these orders, then until the form is quiet, and
 * checks that nothing more was sent (timers run late on a busy machine: wait for what must come).
 */
async function fetchedInOrder(page: Page, from: number, orders: string[]) {
  await waitFor(() => expect(ordersSince(page, from)).toEqual(orders), { timeout: 8000 });
  await settled(page.island);
  expect(ordersSince(page, from)).toEqual(orders);
}

describe('the ordered answers', () => {
  it('adds each answer at the end; a re-answer drops those after it; the preset cuts back to the favourite', async () => {
    const page = await atStepTwo();
    const { island } = page;
    let from = formFetches(page).length;
    await pick(user, island, /Système constructif/, 'Poutrelles et entrevous béton');
    await fetchedInOrder(page, from, ['systemType=entrevous-beton', `systemType=entrevous-beton ${PROPOSED}`]);
    // A first favourite cuts back to the system: 'Personnaliser' proposes the generic defaults again.
    from = formFetches(page).length;
    await pick(user, island, /Configuration favorite/, 'Personnaliser');
    const custom = 'systemType=entrevous-beton favorites=custom';
    await fetchedInOrder(page, from, [custom, `${custom} ${PROPOSED}`]);
    from = formFetches(page).length;
    await pick(user, island, /Entrevous$/, 'Entrevous béton');
    await fetchedInOrder(page, from, [`${custom} ${PROPOSED} entrevous=beton`]);

    from = formFetches(page).length;
    await pick(user, island, /Classe de résistance/, 'C30/37');
    await fetchedInOrder(page, from, [
      `${custom} span=500 concreteClass=C30/37`,
      `${custom} span=500 concreteClass=C30/37 cementType=cem-ii-a seismicZone=2 chaining=courants`,
    ]);
    expect(radio(island, 'Entrevous béton')).not.toBeChecked();

    from = formFetches(page).length;
    await pick(user, island, /Configuration favorite/, PRESET);
    await fetchedInOrder(page, from, [
      'systemType=entrevous-beton favorites=entrevous-beton',
      `systemType=entrevous-beton favorites=entrevous-beton ${PRESET_VALUES} thermalBreak=sans seismicZone=2 chaining=courants`,
    ]);
    expect(radio(island, 'C25/30')).toBeChecked();
  });

  it('adds the forced zone and the defaults 150 ms after the fields came; the preset cuts back to the system', async () => {
    const page = await atStepTwo();
    const { island } = page;
    const from = formFetches(page).length;
    await pick(user, island, /Système constructif/, 'Poutrelles et entrevous béton');
    await fetchedInOrder(page, from, ['systemType=entrevous-beton', `systemType=entrevous-beton ${PROPOSED}`]);
    const [answered, proposed] = formFetches(page, from);
    expect(proposed!.at - answered!.answeredAt!).toBeGreaterThanOrEqual(150);
    expect(radio(island, 'Zone 2 (faible)')).toBeChecked();

    const next = formFetches(page).length;
    await pick(user, island, /Configuration favorite/, PRESET);
    await fetchedInOrder(page, next, [
      'systemType=entrevous-beton favorites=entrevous-beton',
      `systemType=entrevous-beton favorites=entrevous-beton ${PRESET_VALUES} thermalBreak=sans seismicZone=2 chaining=courants`,
    ]);
    const [cut, preset] = formFetches(page, next);
    expect(preset!.at - cut!.answeredAt!).toBeGreaterThanOrEqual(150);
  });

  it('takes the thermal break back when its checked choice is clicked again, without its default coming back', async () => {
    const page = await atStepTwo({
      draft: () => stepTwoDraft(exampleAnswers('entrevous-beton')),
    });
    const { island } = page;
    expect(await island.findByRole('button', { name: ESTIMATE })).toBeInTheDocument();
    expect(radio(island, 'Sans rupteur')).toBeChecked();
    const base = `systemType=entrevous-beton favorites=entrevous-beton ${PRESET_VALUES}`;
    // The draft's answers, then the chaining's default.
    await waitFor(() =>
      expect(orderOf(formFetches(page).at(-1))).toBe(`${base} thermalBreak=sans seismicZone=2 chaining=courants`),
    );
    await settled(island);
    let from = formFetches(page).length;
    await user.click(radio(island, 'Sans rupteur'));
    // The zone and the chaining come back (forced, default); the thermal break the visitor took back does not.
    await fetchedInOrder(page, from, [base, `${base} seismicZone=2 chaining=courants`]);
    expect(radio(island, 'Sans rupteur')).not.toBeChecked();
    expect(radio(island, 'Avec rupteurs thermiques')).not.toBeChecked();
    expect(island.queryByRole('button', { name: ESTIMATE })).not.toBeInTheDocument();
    expect(island.getByText('Répondez aux questions ci-dessus pour estimer l’impact carbone.')).toBeInTheDocument();

    from = formFetches(page).length;
    await user.click(radio(island, 'Sans rupteur'));
    await fetchedInOrder(page, from, [`${base} seismicZone=2 chaining=courants thermalBreak=sans`]);
    expect(await island.findByRole('button', { name: ESTIMATE })).toBeInTheDocument();
  });

  it('fetches the fields once, 250 ms after the last of quick answers', async () => {
    const page = await atStepTwo();
    const { island } = page;
    const from = formFetches(page).length;
    const systems = within(island.getByRole('radiogroup', { name: /Système constructif/ }));
    await user.click(systems.getByRole('radio', { name: 'Poutrelles et entrevous béton' }));
    await user.click(systems.getByRole('radio', { name: 'Prédalles' }));
    const last = performance.now();
    await user.click(systems.getByRole('radio', { name: 'Dalle pleine' }));
    await fetchedInOrder(page, from, ['systemType=dalle-pleine', `systemType=dalle-pleine ${PROPOSED}`]);
    // 250 ms by the timer's clock, which rounds to the millisecond.
    expect(formFetches(page, from)[0]!.at - last).toBeGreaterThanOrEqual(249);
  });
});

describe('what the server decides', () => {
  it("shows 'Estimer l'impact carbone' only when the server says the answers are complete", async () => {
    const page = await atStepTwo({
      draft: () => stepTwoDraft(exampleAnswers('entrevous-beton')),
      rewrite: { path: FORM, change: (form: CarbonForm) => ({ ...form, isCompleted: false }) },
    });
    expect(radio(page.island, 'Sans rupteur')).toBeChecked();
    expect(page.island.queryByRole('button', { name: ESTIMATE })).not.toBeInTheDocument();
    expect(
      page.island.getByText('Répondez aux questions ci-dessus pour estimer l’impact carbone.'),
    ).toBeInTheDocument();
  });

  it('skips a field of an unknown type with one console error, and the rest works', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const weird = { name: 'weird', label: 'Hologramme', type: 'hologram' };
    let broken = 0;
    const page = await atStepTwo({
      rewrite: {
        path: FORM,
        change: (form: CarbonForm, body) => {
          // Once: the answer to the system type.
          if ((body as { step2: unknown[] }).step2.length !== 1 || broken++ > 0) return form;
          return {
            ...form,
            formArray: form.formArray.map((s) => (s.step === 2 ? { ...s, fields: [...s.fields, weird] } : s)),
          };
        },
      },
    });
    const { island } = page;
    const from = formFetches(page).length;
    await pick(user, island, /Système constructif/, 'Poutrelles et entrevous béton');
    await fetchedInOrder(page, from, ['systemType=entrevous-beton', `systemType=entrevous-beton ${PROPOSED}`]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]!.join(' ')).toContain('weird');
    expect(island.queryByText('Hologramme')).not.toBeInTheDocument();
    await pick(user, island, /Configuration favorite/, PRESET);
    expect(await island.findByRole('button', { name: ESTIMATE })).toBeInTheDocument();
  });

  it('says a failed re-fetch in a toast, and keeps the answers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = false;
    const page = await atStepTwo({
      intercept: (request) =>
        failing && new URL(request.url).pathname === FORM ? failureResponse(500, 'Erreur interne') : undefined,
    });
    const { island } = page;
    failing = true;
    await pick(user, island, /Système constructif/, 'Poutrelles et entrevous béton');
    await waitFor(() =>
      expect(toasts()).toContain(
        'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      ),
    );
    await settled(island);
    expect(radio(island, 'Poutrelles et entrevous béton')).toBeChecked();
    expect(draftNow()?.answers).toEqual([{ field: 'systemType', value: 'entrevous-beton' }]);

    failing = false;
    await pick(user, island, /Système constructif/, 'Prédalles');
    await waitFor(() => expect(orderOf(formFetches(page).at(-1))).toMatch(/^systemType=predalle span=/), {
      timeout: 8000,
    });
  });
});
