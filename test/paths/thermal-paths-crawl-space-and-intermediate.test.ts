/** @jest-environment ./test/support/jsdom-environment.cjs */
import { expectEveryPathDetermined, FLOORS } from './thermal-walk';

jest.setTimeout(600_000);

it('ends every path over a crawl space or of an intermediate floor on psi moyen, about and rive', async () => {
  expect(await expectEveryPathDetermined([FLOORS.crawlSpace, FLOORS.intermediate])).toEqual([]);
});
