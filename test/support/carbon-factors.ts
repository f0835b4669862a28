import { seedCarbonFactors } from '@/demo-pages/reference-api/data/carbon-factors';
import { createTestContext } from '@/demo-pages/reference-api/test-context';

/**
 * Seeds the carbon factors into a fresh database and loads them from it, as the API does on
 * start: for tests that call the carbon models directly, without an API.
 */
export async function loadCarbonFactorsFromSeed(): Promise<void> {
  const ctx = await createTestContext();
  await seedCarbonFactors(ctx.db);
  await ctx.db.close();
}
