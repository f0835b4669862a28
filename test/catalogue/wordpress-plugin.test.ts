import { readFileSync } from 'node:fs';
import { attributeKey, blockFolders, readCatalogue, renderPlugin } from '@/build/wordpress-plugin';

/**
 * The WordPress plugin's generated files (build/wordpress-plugin.ts): one block.json per kind of
 * the catalogue the build ships, and the .pot of its strings. When these fail, run
 * `npm run wordpress:plugin` (or `npm run catalogue`) and commit the result.
 */
const catalogue = readCatalogue();
const files = renderPlugin(catalogue);

it('one block folder per kind of the catalogue, and no other (else: npm run wordpress:plugin)', () => {
  expect(blockFolders()).toEqual(catalogue.map((e) => e.kind).sort());
});

it.each([...files.keys()])('%s is the one the catalogue gives (else: npm run wordpress:plugin)', (path) => {
  expect(readFileSync(path, 'utf8')).toBe(files.get(path));
});

it("each block.json states the kind's metadata: apiVersion 3, its French title and summary, its editable attributes", () => {
  for (const entry of catalogue) {
    const block = JSON.parse(files.get(`integrations/wordpress/ossature/blocks/${entry.kind}/block.json`)!);
    expect(block).toMatchObject({
      apiVersion: 3,
      name: `ossature/${entry.kind}`,
      textdomain: 'ossature',
      title: `Ossature – ${entry.title}`,
      keywords: ['ossature', entry.kind],
      description: entry.summary.replace(/`/g, ''),
      render: 'file:../render.php',
    });
    const editable = entry.attributes.filter((a) => !a.secret).map((a) => attributeKey(a.name));
    expect([entry.kind, Object.keys(block.attributes)]).toEqual([entry.kind, editable]);
  }
  expect(attributeKey('data-refresh-token')).toBe('refreshToken');
});

it('the .pot holds the strings of the PHP, of editor.js and of the blocks', () => {
  const pot = files.get('integrations/wordpress/ossature/languages/ossature.pot')!;
  expect(pot).toContain('msgid "Adresse du bundle"');
  expect(pot).toContain(`msgid "Ce site (%s) ne sert pas ce type : il ne s'affichera pas."`);
  expect(pot).toContain('msgctxt "block title"\nmsgid "Ossature – En-tête du compte"');
  expect(pot).toContain('#. translators: %s: the configured site');
});
