/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { setTimings, SPEC_TIMINGS } from '@/src/runtime/timings';
import { person, typeInto, type Person } from '@/test/support/user';
import {
  atStepTwo,
  ESTIMATE,
  exampleAnswers,
  fetchedInOrder,
  formFetches,
  leaveTunnel,
  orderOf,
  pick,
  PRESET,
  PROPOSED,
  settled,
  stepTwoDraft,
  stubPage,
  type Island,
} from './carbon-simulator-support';

/**
 * Step 2 of the tunnel through the island (floor-and-carbon-tools §4.2, §9): the ordered answers
 * each form fetch carries (`step2`, read with orderOf), the favourite's cut, the thermal break's
 * toggle, the forced and default values added after the fields came, one re-fetch after quick
 * answers. The tests run with every timing at zero: the 150 ms and 250 ms waits themselves are
 * checked with Jest's fake clock in widgets/carbon-simulator/answers-sync.test.ts. What the
 * server's answers decide is in carbon-simulator-form.test.tsx.
 */

let user: Person;
beforeEach(() => {
  user = person();
  stubPage();
});
afterEach(leaveTunnel);

const PRESET_VALUES = 'span=450 entrevous=beton concreteClass=C25/30 cementType=cem-ii-a';

const radio = (island: Island, name: string) => island.getByRole('radio', { name });

describe('the ordered answers', () => {
  it('adds each answer at the end, a proposal answered last; a re-answer drops those after it; the preset cuts back', async () => {
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

    // The class was the form's proposal: the visitor's first answer goes last, and the blocks
    // answered since are kept.
    from = formFetches(page).length;
    await pick(user, island, /Classe de résistance/, 'C30/37');
    const corrected = `${custom} span=500 cementType=cem-ii-a seismicZone=2 chaining=courants entrevous=beton concreteClass=C30/37`;
    await fetchedInOrder(page, from, [corrected]);
    expect(radio(island, 'Entrevous béton')).toBeChecked();
    // Answered again, the class is the visitor's own: what came after it goes (§4.2).
    from = formFetches(page).length;
    await pick(user, island, /Rupteurs thermiques/, 'Sans rupteur');
    await fetchedInOrder(page, from, [`${corrected} thermalBreak=sans`]);
    from = formFetches(page).length;
    await pick(user, island, /Classe de résistance/, 'C35/45');
    await fetchedInOrder(page, from, [corrected.replace('C30/37', 'C35/45')]);
    expect(radio(island, 'Sans rupteur')).not.toBeChecked();
    expect(radio(island, 'Entrevous béton')).toBeChecked();

    from = formFetches(page).length;
    await pick(user, island, /Configuration favorite/, PRESET);
    await fetchedInOrder(page, from, [
      'systemType=entrevous-beton favorites=entrevous-beton',
      `systemType=entrevous-beton favorites=entrevous-beton ${PRESET_VALUES} thermalBreak=sans seismicZone=2 chaining=courants`,
    ]);
    expect(radio(island, 'C25/30')).toBeChecked();
  });

  it('adds the forced zone and the defaults once the fields came (after 150 ms); the preset cuts back to the system', async () => {
    expect(SPEC_TIMINGS.forcedValue).toBe(150);
    const page = await atStepTwo();
    const { island } = page;
    const from = formFetches(page).length;
    await pick(user, island, /Système constructif/, 'Poutrelles et entrevous béton');
    await fetchedInOrder(page, from, ['systemType=entrevous-beton', `systemType=entrevous-beton ${PROPOSED}`]);
    const [answered, proposed] = formFetches(page, from);
    expect(proposed!.at).toBeGreaterThanOrEqual(answered!.answeredAt!);
    expect(radio(island, 'Zone 2 (faible)')).toBeChecked();

    const next = formFetches(page).length;
    await pick(user, island, /Configuration favorite/, PRESET);
    await fetchedInOrder(page, next, [
      'systemType=entrevous-beton favorites=entrevous-beton',
      `systemType=entrevous-beton favorites=entrevous-beton ${PRESET_VALUES} thermalBreak=sans seismicZone=2 chaining=courants`,
    ]);
    const [cut, preset] = formFetches(page, next);
    expect(preset!.at).toBeGreaterThanOrEqual(cut!.answeredAt!);
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
    // The zone and the chaining come back (their defaults); the thermal break the visitor took back does not.
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

  it('leaves a span the visitor erased empty, without its default coming back, then takes what is typed', async () => {
    const page = await atStepTwo();
    const { island } = page;
    let from = formFetches(page).length;
    await pick(user, island, /Système constructif/, 'Poutrelles et entrevous béton');
    await fetchedInOrder(page, from, ['systemType=entrevous-beton', `systemType=entrevous-beton ${PROPOSED}`]);
    await settled(island);
    const span = () => island.getByRole('textbox', { name: /Portée/ });
    expect(span()).toHaveValue('500');
    from = formFetches(page).length;
    await typeInto(user, span(), '');
    // The span, proposed by the form, is taken back alone: the later defaults stay, its own does not return.
    await fetchedInOrder(page, from, [
      'systemType=entrevous-beton concreteClass=C25/30 cementType=cem-ii-a seismicZone=2 chaining=courants',
    ]);
    await settled(island);
    expect(span()).toHaveValue('');
    await typeInto(user, span(), '350');
    expect(span()).toHaveValue('350');
  });

  // Filled top to bottom, the proposed zone corrected at one point of the form: nothing answered is lost.
  const FILL: [RegExp, string][] = [
    [/Système constructif/, 'Poutrelles et entrevous béton'],
    [/Entrevous$/, 'Entrevous béton'],
    [/Classe de résistance/, 'C30/37'],
    [/Rupteurs thermiques/, 'Avec rupteurs thermiques'],
  ];
  it.each(FILL.map((_, at) => [at + 1]))(
    'keeps every answer when the proposed zone is corrected after %i answer(s)',
    async (at) => {
      const page = await atStepTwo();
      const { island } = page;
      const answerUpTo = async (end: number, start = 0) => {
        for (const [group, label] of FILL.slice(start, end)) {
          await pick(user, island, group, label);
          await settled(island);
        }
      };
      await answerUpTo(at);
      await pick(user, island, /Zone sismique/, 'Zone 3 (modérée)');
      await settled(island);
      await answerUpTo(FILL.length, at);
      for (const [, label] of FILL) expect(radio(island, label)).toBeChecked();
      expect(radio(island, 'Zone 3 (modérée)')).toBeChecked();
      expect(island.queryByText('Champ obligatoire')).not.toBeInTheDocument();
      expect(await island.findByRole('button', { name: ESTIMATE })).toBeInTheDocument();
      expect(orderOf(formFetches(page).at(-1))).toMatch(/thermalBreak=avec/);
    },
  );

  it('proposes the seismic zone of the département, says so, and takes the visitor’s correction (beyond the spec)', async () => {
    const page = await atStepTwo({ draft: () => stepTwoDraft(exampleAnswers('entrevous-beton')) });
    const { island } = page;
    expect(await island.findByRole('button', { name: ESTIMATE })).toBeInTheDocument();
    await settled(island);
    const zones = island.getByRole('radiogroup', { name: /Zone sismique/ });
    expect(within(zones).getByRole('radio', { name: 'Zone 2 (faible)' })).toBeChecked();
    expect(
      island.getByText(/^Zone 2 d'après le département 69 — la commune peut relever d'une autre zone/),
    ).toBeVisible();
    // Every zone can be chosen: the département's is a proposal, not a forced value.
    for (const radioOf of within(zones).getAllByRole('radio')) expect(radioOf).toBeEnabled();
    const from = formFetches(page).length;
    await user.click(within(zones).getByRole('radio', { name: 'Zone 4 (moyenne)' }));
    // Zone 4 imposes reinforced chaining: the chaining question goes with its answer.
    await waitFor(() => expect(orderOf(formFetches(page).at(-1))).toMatch(/seismicZone=4$/));
    expect(formFetches(page).length).toBeGreaterThan(from);
    expect(within(zones).getByRole('radio', { name: 'Zone 4 (moyenne)' })).toBeChecked();
  });

  it('fetches the fields once, 250 ms after the last of quick answers', async () => {
    const page = await atStepTwo();
    const { island } = page;
    const from = formFetches(page).length;
    expect(SPEC_TIMINGS.fieldRefetch).toBe(250);
    setTimings({ fieldRefetch: SPEC_TIMINGS.fieldRefetch });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const systems = within(island.getByRole('radiogroup', { name: /Système constructif/ }));
    await user.click(systems.getByRole('radio', { name: 'Poutrelles et entrevous béton' }));
    await jest.advanceTimersByTimeAsync(100);
    await user.click(systems.getByRole('radio', { name: 'Prédalles' }));
    await jest.advanceTimersByTimeAsync(100);
    await user.click(systems.getByRole('radio', { name: 'Dalle pleine' }));
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch - 1);
    expect(formFetches(page, from)).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(formFetches(page, from)).toHaveLength(1);
    // The in-process API answers without a timer: the proposals and their own re-fetch follow on
    // the fake clock, then nothing is left on it.
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.forcedValue + 2 * SPEC_TIMINGS.fieldRefetch);
    jest.useRealTimers();
    await fetchedInOrder(page, from, ['systemType=dalle-pleine', `systemType=dalle-pleine ${PROPOSED}`]);
  });
});
