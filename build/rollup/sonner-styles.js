import { readFileSync } from 'node:fs';

/**
 * sonner's CSS ships once, in the overlay host's shadow root. sonner's module
 * appends a `<style>` to the page's <head> when imported (`__insertCSS("…")`): a strict
 * Content-Security-Policy refuses it, it does not reach into the shadow root anyway, and it put
 * the same rules in the bundle twice (once in its JS, once as `styles.css?inline`). The call is
 * taken out of sonner's module, and `sonner/dist/styles.css?inline` is given the very string it
 * held (minified as sonner ships it, smaller than styles.css). A sonner that injects its CSS
 * another way fails the build here rather than injecting it again unnoticed.
 */
const SONNER_MODULE = /\/node_modules\/sonner\/dist\/index\.mjs$/;
const SONNER_INSERT = /^__insertCSS\(("(?:[^"\\]|\\.)*")\);?$/m;

export function sonnerStylesOnce() {
  const insertOf = (code, fail) =>
    SONNER_INSERT.exec(code) ?? fail('sonner no longer calls __insertCSS("…") at import: see sonnerStylesOnce');
  return {
    name: 'ossature-sonner-styles-once',
    transform(code, id) {
      if (!SONNER_MODULE.test(id)) return null;
      // The line stays (empty): the lines after it keep their numbers.
      return { code: code.replace(insertOf(code, (m) => this.error(m))[0], ''), map: null };
    },
    load(id) {
      if (!id.endsWith('/sonner/dist/styles.css?inline')) return null;
      const module = id.replace(/styles\.css\?inline$/, 'index.mjs');
      return `export default ${insertOf(readFileSync(module, 'utf8'), (m) => this.error(m))[1]};`;
    },
  };
}
