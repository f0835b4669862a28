import { parseAst } from 'rollup/parseAst';
import { chunkFileNames, manualChunks } from './chunks.js';
import { squeezeCss } from './css.js';
import { dropCatalogue } from './drop-catalogue.js';
import { REACT_ON_PREACT, ROOT } from './paths.js';
import { pureContracts } from './pure-contracts.js';
import { sonnerStylesOnce } from './sonner-styles.js';

/** The plugin context a transform hook reads: rollup's parser, and its error that throws. */
const context = {
  parse: (code: string) => parseAst(code),
  error: (message: string) => {
    throw new Error(message);
  },
};
type Transform = (this: typeof context, code: string, id: string) => { code: string } | null;
const transform = (plugin: { transform: unknown }, code: string, id: string) =>
  (plugin.transform as Transform).call(context, code, id);

describe('the build plugins', () => {
  it('squeezes a stylesheet string: comments, line breaks, spaces around braces and after colons', () => {
    const css = `
/* the card */
.a, .b {
  color: red;
  margin: 0 auto;
}
`;
    expect(squeezeCss(css)).toBe('.a,.b{color:red;margin:0 auto}');
  });

  it('marks the struct builders of src/contracts as pure, not a method nor a declaration', () => {
    const code = 'export const A = object({ b: string() });\nfunction string() {}\nx.type(1);';
    expect(transform(pureContracts(), code, `${ROOT}src/contracts/x.ts`)!.code).toBe(
      'export const A = /*#__PURE__*/object({ b: /*#__PURE__*/string() });\nfunction string() {}\nx.type(1);',
    );
    expect(transform(pureContracts(), code, `${ROOT}src/ui/x.ts`)).toBeNull();
  });

  it("takes sonner's style insertion out, line kept, and fails the build when it changes", () => {
    const id = '/x/node_modules/sonner/dist/index.mjs';
    const code = 'import a from "b";\n__insertCSS("[data-sonner]{z-index:9}");\nexport const toast = 1;';
    expect(transform(sonnerStylesOnce(), code, id)!.code).toBe('import a from "b";\n\nexport const toast = 1;');
    expect(() => transform(sonnerStylesOnce(), 'export const toast = 1;', id)).toThrow(/no longer calls __insertCSS/);
  });

  it("blanks a widget descriptor's catalogue fields, positions kept", () => {
    const code = `export default defineIsland({\n  kind: 'x',\n  title: 'Titre',\n  summary: 'Résumé',\n  load: () => 1,\n});`;
    const out = transform(dropCatalogue(), code, '/r/widgets/x/index.ts')!.code;
    expect(out).toHaveLength(code.length);
    expect(out).not.toMatch(/Titre|Résumé/);
    expect(out).toContain("kind: 'x',");
    expect(out).toContain('load: () => 1');
    expect(() => transform(dropCatalogue(), 'export default 1;', '/r/widgets/x/index.ts')).toThrow(/defineIsland/);
  });

  it('puts the UI library, the runtime and the services in their named chunks', () => {
    expect(manualChunks('/r/node_modules/preact/dist/preact.mjs')).toBe('vendor-ui');
    expect(manualChunks(REACT_ON_PREACT)).toBe('vendor-ui');
    expect(manualChunks('/r/src/runtime/runtime.ts')).toBe('runtime');
    expect(manualChunks('/r/src/api/client.ts')).toBe('services');
    expect(manualChunks('/r/src/loader/index.ts')).toBe('ossature');
    expect(manualChunks('/r/widgets/header/header.tsx')).toBeUndefined();
    expect(chunkFileNames({ isDynamicEntry: false, name: 'messages' })).toBe('chunks/[hash:7].js');
    expect(chunkFileNames({ isDynamicEntry: true, name: 'login-dialog' })).toBe('chunks/[name]-[hash:7].js');
  });
});
