/**
 * `npm run catalogue`: writes the widget catalogue from the island descriptors into the README
 * (between its markers) and into demo-pages/server/catalogue.json, which the preview's
 * /catalogue/ page reads. test/catalogue/catalogue.test.ts fails when either is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CATALOGUE_JSON, README, renderCatalogue } from './render';

const { readme, json } = await renderCatalogue(readFileSync(README, 'utf8'));
writeFileSync(README, readme);
writeFileSync(CATALOGUE_JSON, json);
console.log(`Catalogue written: ${README}, ${CATALOGUE_JSON}`);
