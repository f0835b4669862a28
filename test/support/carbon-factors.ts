import { seedCarbonFactors } from '@/demo-pages/reference-api/data/carbon-factors';
import { createTestContext } from '@/demo-pages/reference-api/test-context';

/**
 * Seeds the carbon factors into a fresh database and loads them from it, as the API does on
 * start: for tests that call the carbon models directly, without an API.
 */
export function loadCarbonFactorsFromSeed(): void {
  const ctx = createTestContext();
  seedCarbonFactors(ctx.db);
  ctx.db.close();
}
