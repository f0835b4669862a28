/**
 * The catalogue fields of the island descriptors (src/loader/island.ts) are for `npm run
 * catalogue`; no browser reads them. Each widget's `export default defineIsland({…})` loses them
 * in the bundle (about 0.1 to 0.3 KB gzip per island), so the descriptor can stay the one place
 * an island is described. They are blanked with spaces, newlines kept: positions do not move,
 * the TypeScript source map stays right.
 */
const CATALOGUE_FIELDS = new Set([
  'title',
  'summary',
  'attributeLabels',
  'attributeDocs',
  'reads',
  'pages',
  'example',
  'reserve',
]);

export function dropCatalogue() {
  return {
    name: 'ossature-drop-catalogue',
    transform(code, id) {
      if (!/\/widgets\/[\w-]+\/index\.ts$/.test(id)) return null;
      const call = this.parse(code).body.find((node) => node.type === 'ExportDefaultDeclaration')?.declaration;
      const descriptor =
        call?.type === 'CallExpression' && call.callee.name === 'defineIsland' ? call.arguments[0] : null;
      if (descriptor?.type !== 'ObjectExpression')
        this.error('a widget index.ts must `export default defineIsland({…})`');
      let out = code;
      descriptor.properties.forEach((property, i) => {
        if (!CATALOGUE_FIELDS.has(property.key?.name)) return;
        // Up to the next property (or the closing brace), so that its comma goes with it.
        const end = descriptor.properties[i + 1]?.start ?? descriptor.end - 1;
        out = out.slice(0, property.start) + out.slice(property.start, end).replace(/[^\n]/g, ' ') + out.slice(end);
      });
      return { code: out, map: null };
    },
  };
}
