import { catalogueEntries } from './entries';
import { heightsCss } from './heights-css';
import { readmeTable, withTable } from './readme-table';

export const README = 'README.md';
export const CATALOGUE_JSON = 'demo-pages/server/catalogue.json';
export const HEIGHTS_CSS = 'demo-pages/server/heights.css';

/**
 * What `npm run catalogue` writes: the README with its table, the JSON of the catalogue page and
 * the heights stylesheet the build copies into dist/.
 */
export async function renderCatalogue(readme: string): Promise<{ readme: string; json: string; css: string }> {
  const entries = await catalogueEntries();
  return {
    readme: withTable(readme, readmeTable(entries)),
    json: `${JSON.stringify(entries, null, 2)}\n`,
    css: heightsCss(entries),
  };
}
