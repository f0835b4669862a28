/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor } from '@testing-library/dom';
import type { CarbonForm } from '@/src/contracts/carbon/tunnel';
import { failureResponse } from '@/test/support/runtime';
import { person, type Person } from '@/test/support/user';
import {
  atStepTwo,
  draftNow,
  ESTIMATE,
  exampleAnswers,
  fetchedInOrder,
  FORM,
  formFetches,
  leaveTunnel,
  orderOf,
  pick,
  PRESET,
  PROPOSED,
  settled,
  stepTwoDraft,
  stubPage,
  toasts,
} from './carbon-simulator-support';

/**
 * What the server's answers decide in step 2 of the tunnel (floor-and-carbon-tools §4.2, §8;
 * a bad input is said, not lost), against the reference API: the submit button only when it says the
 * answers are complete, a field it sends broken skipped, a failed re-fetch said and survived.
 */

let user: Person;
beforeEach(() => {
  user = person();
  stubPage();
});
afterEach(leaveTunnel);

describe('what the server decides', () => {
  it("shows 'Estimer l'impact carbone' only when the server says the answers are complete", async () => {
    const page = await atStepTwo({
      draft: () => stepTwoDraft(exampleAnswers('entrevous-beton')),
      rewrite: { path: FORM, change: (form: CarbonForm) => ({ ...form, isCompleted: false }) },
    });
    expect(page.island.getByRole('radio', { name: 'Sans rupteur' })).toBeChecked();
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
    expect(island.getByRole('radio', { name: 'Poutrelles et entrevous béton' })).toBeChecked();
    expect(draftNow()?.answers).toEqual([{ field: 'systemType', value: 'entrevous-beton' }]);

    failing = false;
    await pick(user, island, /Système constructif/, 'Prédalles');
    await waitFor(() => expect(orderOf(formFetches(page).at(-1))).toMatch(/^systemType=predalle span=/));
  });
});
