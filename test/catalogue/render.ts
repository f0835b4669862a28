import { catalogueEntries } from './entries';
import { readmeTable, withTable } from './readme-table';

export const README = 'README.md';
export const CATALOGUE_JSON = 'demo-pages/server/catalogue.json';

/** What `npm run catalogue` writes: the README with its table, and the JSON of the catalogue page. */
export async function renderCatalogue(readme: string): Promise<{ readme: string; json: string }> {
  const entries = await catalogueEntries();
  return { readme: withTable(readme, readmeTable(entries)), json: `${JSON.stringify(entries, null, 2)}\n` };
}
