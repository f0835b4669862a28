/**
 * `npm run catalogue`: writes the widget catalogue from the island descriptors into the README
 * (between its markers) and into demo-pages/server/catalogue.json, which the preview's
 * /catalogue/ page reads, and the heights stylesheet demo-pages/server/heights.css.
 * test/catalogue/catalogue.test.ts fails when one is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CATALOGUE_JSON, HEIGHTS_CSS, README, renderCatalogue } from './render';

const { readme, json, css } = await renderCatalogue(readFileSync(README, 'utf8'));
writeFileSync(README, readme);
writeFileSync(CATALOGUE_JSON, json);
writeFileSync(HEIGHTS_CSS, css);
console.log(`Catalogue written: ${README}, ${CATALOGUE_JSON}, ${HEIGHTS_CSS}`);
