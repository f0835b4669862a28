import { readFileSync } from 'node:fs';

/**
 * Our stylesheets are template strings in `*.css.ts` files, which terser leaves as they are:
 * drops their comments and squeezes their whitespace (a line break, the spaces around '{', '}'
 * and ';', after a property's ':' and after a ','). Line breaks never
 * separate the parts of one selector in those files, and no rule holds a quoted string, so
 * nothing meaningful is removed. On every page's base sheet, and on each island's own.
 */
export const squeezeCss = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/ {2,}/g, ' ')
    .replace(/([{;][\w-]+):\s+/g, '$1:')
    .replace(/,\s+/g, ',')
    .replace(/;}/g, '}');

export function minifyCssStrings() {
  return {
    name: 'ossature-minify-css-strings',
    transform(code, id) {
      if (!/\.css\.ts$/.test(id) && !/\/src\/ui\/styles\/base-css\.ts$/.test(id)) return null;
      // Only the strings assigned (`export const X_CSS = `…``), not a code span in a comment.
      return { code: code.replace(/=\s*`([^`]*)`/g, (_, css) => `= \`${squeezeCss(css)}\``), map: null };
    },
  };
}

/** `import css from 'x.css?inline'`: the stylesheet as a string, for the islands' shadow roots. */
export function inlineCss() {
  return {
    name: 'ossature-inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      const resolved = await this.resolve(source.slice(0, -'?inline'.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}?inline` : null;
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      return `export default ${JSON.stringify(readFileSync(id.slice(0, -'?inline'.length), 'utf8'))};`;
    },
  };
}
