import { readFileSync } from 'node:fs';

/**
 * catalogue.json beside the loader: the kinds, their French summaries, sites and attributes, as
 * `npm run catalogue` writes them from the island descriptors. A CMS plugin offers its blocks from
 * it (integrations/wordpress/), so the catalogue stays one source, generated, never copied by hand.
 */
export function catalogueCopy() {
  return {
    name: 'ossature-catalogue',
    generateBundle() {
      const source = readFileSync('demo-pages/server/catalogue.json', 'utf8');
      this.emitFile({ type: 'asset', fileName: 'catalogue.json', source });
      // The placeholders' heights for the page's <head> (docs/embedding.md#reserved-heights).
      this.emitFile({
        type: 'asset',
        fileName: 'heights.css',
        source: readFileSync('demo-pages/server/heights.css', 'utf8'),
      });
    },
  };
}

/**
 * Writes manifest.json: for each chunk, the module it stands for and what it imports statically
 * and dynamically. The size report walks it to know what a given page downloads.
 */
export function manifest() {
  // A dependency's path from its node_modules (a worktree's node_modules may be a symlink, which
  // rollup resolves), a source file's from the project root.
  const relative = (id) =>
    id.includes('/node_modules/')
      ? id.replace(/^.*?\/node_modules\//, 'node_modules/')
      : id.replace(process.cwd() + '/', '');
  return {
    name: 'ossature-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((c) => c.type === 'chunk')
        .map((c) => ({
          file: c.fileName,
          name: c.name,
          module: c.facadeModuleId ? relative(c.facadeModuleId) : null,
          // Rollup may merge a dynamic entry into a shared chunk: list every module it holds.
          modules: Object.keys(c.modules).map(relative),
          imports: c.imports,
          dynamicImports: c.dynamicImports,
        }));
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(chunks, null, 2) });
    },
  };
}
