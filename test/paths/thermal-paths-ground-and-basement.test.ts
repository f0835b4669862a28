/** @jest-environment ./test/support/jsdom-environment.cjs */
import { expectEveryPathDetermined, FLOORS } from './thermal-walk';

jest.setTimeout(600_000);

it('ends every path on a ground-bearing slab or above a basement on psi moyen, about and rive', async () => {
  const withoutAbout = await expectEveryPathDetermined([FLOORS.groundBearing, FLOORS.basement]);
  // A ground-bearing slab has no about (docs/data-sets.md): those paths say so on the result.
  expect(withoutAbout.length).toBeGreaterThan(0);
});
