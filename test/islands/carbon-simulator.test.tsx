/** @jest-environment ./test/support/jsdom-environment.cjs */
import { within } from '@testing-library/dom';
import { person, type Person } from '../support/user';
import {
  fillStepOne,
  leaveTunnel,
  openTunnel,
  orderOf,
  pick,
  settled,
  stubPage,
  CHUNK_WAIT,
} from './carbon-simulator-support';

/**
 * The carbon tunnel as a visitor goes through it (floor-and-carbon-tools §2.2, §4.2, §5 carbon
 * tunnel, §8, §9), against the reference API.
 */

let user: Person;
beforeEach(() => {
  user = person();
  stubPage();
});
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
    expect(
      await island.findByRole('heading', { name: "Simulations d'empreinte carbone" }, CHUNK_WAIT),
    ).toBeInTheDocument();
    expect(
      within(island.getByRole('list', { name: /Progression/ }))
        .getByText('Résultats')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
  });
});
