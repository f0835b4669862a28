/**
 * Chunks imported on demand that an island's first call needs at once: ky and the browser key of
 * the floor and carbon sites. On the main site the idle device check brings them; on those two
 * sites the island calls its API as it mounts, so the page's preload links (preload.json) fetch
 * them with its other files rather than one round trip after the mount (bench:tools, slow 4G:
 * floor 1593 → 1408 ms, carbon 1382 → 1213 ms). Not in the loader's own map: the main home's
 * budget has no room for their names, and a page that prints no links is the slow path anyway.
 */
const FIRST_CALL_MODULES = /\/node_modules\/ky\/|\/src\/session\/browser-key\.ts$/;
const CALLS_AS_IT_MOUNTS = new Set(['floor-configurator', 'carbon-simulator']);

/** The files of the chunks holding a first-call module, for a kind that calls as it mounts. */
function firstCallFiles(kind, chunks) {
  if (!CALLS_AS_IT_MOUNTS.has(kind)) return [];
  return chunks.filter((c) => c.moduleIds.some((id) => FIRST_CALL_MODULES.test(id))).map((c) => c.fileName);
}

/**
 * Writes into the loader, for each island kind, the shared chunks its island and the mounting
 * chunk import statically. The loader asks for them (`<link rel="modulepreload">`) as soon as it
 * finds the kind, with the two chunks themselves: a phone fetches everything in one round trip
 * instead of discovering each level of imports one round trip after the other. Done in
 * renderChunk, before terser: the file names are rollup's hash placeholders, which it replaces
 * with the final names.
 */
export function preloadMap() {
  const kindOf = (id) => /\/widgets\/([\w-]+)\/index\.ts$/.exec(id ?? '')?.[1];
  return {
    name: 'ossature-preload-map',
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.isEntry || !code.includes('__OSSATURE_PRELOAD__')) return null;
      const byFile = new Map(Object.values(chunks).map((c) => [c.fileName, c]));
      const closure = (file, into = new Set()) => {
        for (const dep of byFile.get(file)?.imports ?? []) {
          if (!into.has(dep)) {
            into.add(dep);
            closure(dep, into);
          }
        }
        return into;
      };
      const mounter = Object.values(chunks).find((c) => c.facadeModuleId?.endsWith('/src/loader/mount-island.tsx'));
      const shared = mounter ? closure(mounter.fileName) : new Set();
      const files = [];
      const kinds = {};
      // An island's index module is a chunk's facade, or was merged into a shared chunk.
      for (const c of Object.values(chunks))
        for (const kind of c.moduleIds.map(kindOf).filter(Boolean)) {
          // The loader itself is loaded already; names are sent without 'chunks/' and '.js'.
          const deps = [...new Set([...shared, ...closure(c.fileName)])].filter((file) => file !== chunk.fileName);
          // One character per file, its index + 48 ('0' is the first file): a string instead of an
          // array of numbers saves the commas, about 1 B gzip a kind, which the loader's budget needs.
          kinds[kind] = deps
            .map((file) => {
              const name = file.replace(/^chunks\//, '').replace(/\.js$/, '');
              if (!files.includes(name)) files.push(name);
              return String.fromCharCode(48 + files.indexOf(name));
            })
            .join('');
        }
      if (files.length > 78) this.error('preloadMap: more than 78 shared chunks, the one-character indexes run out');
      return { code: code.replaceAll('__OSSATURE_PRELOAD__', `(${JSON.stringify({ files, kinds })})`), map: null };
    },
    /**
     * preload.json, with the final file names: each kind's every file but the loader, the
     * island's own chunk and the mounting chunk included. A CMS that reads it prints the preload
     * links of the kinds a page holds in its <head> (docs/embedding.md), and the chunks come with
     * the loader rather than one round trip after it.
     */
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file, into = new Set([file])) => {
        for (const dep of byFile.get(file)?.imports ?? [])
          if (!into.has(dep) && !byFile.get(dep)?.isEntry) closure(dep, into.add(dep));
        return into;
      };
      const mounter = chunks.find((c) => c.facadeModuleId?.endsWith('/src/loader/mount-island.tsx'));
      const kinds = {};
      for (const c of chunks)
        for (const kind of Object.keys(c.modules).map(kindOf).filter(Boolean))
          kinds[kind] = [
            ...new Set([
              ...closure(c.fileName),
              ...(mounter ? closure(mounter.fileName) : []),
              ...firstCallFiles(kind, chunks).flatMap((file) => [...closure(file)]),
            ]),
          ];
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify({ kinds }, null, 1) });
    },
  };
}
