import { getCarbonCluster, getCarbonForm } from '@/src/contracts/carbon/tunnel';
import { listClusters } from '@/src/contracts/history/carbon';
import { CARBON_EXAMPLES, exampleValues } from '@/demo-pages/reference-api/carbon/examples';
import { carbonInput } from '@/demo-pages/reference-api/carbon/answers';
import { carbonModel } from '@/demo-pages/reference-api/carbon/model';
import { expectOk, startApi } from '@/test/support/reference-api';
import { loginSeededUser } from '@/test/support/tools-flows';

describe('the seeded carbon clusters and the examples', () => {
  test('every seeded cluster holds one computed simulation per system type of the history', async () => {
    const api = await startApi('carbone');
    const { token } = await loginSeededUser(api);
    const list = expectOk(await api.call(listClusters, { token, query: '' })).datas.clusters;
    for (const item of list) {
      const { datas } = expectOk(await api.call(getCarbonCluster, { params: { id: item.id }, token }));
      expect(datas.saved).toBe(true);
      expect(datas.simulations).toHaveLength(item.simulationsCount);
      const types = datas.simulations.map((s) => s.data['Système constructif']);
      expect(types).toHaveLength(new Set(types).size);
      for (const simulation of datas.simulations) expect(simulation.carbonFootprint).toBeGreaterThan(20);
    }
  });

  test('each example is complete for the form and has a result, but the one beyond the spans', async () => {
    const api = await startApi('carbone', { seed: false });
    for (const name of Object.keys(CARBON_EXAMPLES) as (keyof typeof CARBON_EXAMPLES)[]) {
      const values = exampleValues(name, '38000', 'Exemple');
      const { zipCode, projectName, path, ...step2 } = values;
      const body = {
        step1: { zipCode: zipCode!, projectName: projectName!, path: path! },
        step2: Object.entries(step2).map(([field, value], index) => ({ index, field, value })),
      };
      expect([name, expectOk(await api.call(getCarbonForm, { body })).datas.isCompleted]).toEqual([name, true]);
      expect([name, carbonModel(carbonInput(values)) === null]).toEqual([name, name === 'sansResultat']);
    }
  });
});
