/**
 * A feature's stylesheet that rides in the feature's chunk rather than in every island's
 * descriptor (the history lists'). Adopted, not a `<style>` element: a page served with a strict
 * Content-Security-Policy (`style-src 'self'`) refuses inline `<style>`, not constructed sheets.
 *
 * Apart from shadow-root.ts on purpose: a module shared by the mounting code and a feature's
 * chunk would be split by rollup into a chunk of its own, one more file on every page.
 */
const sheets = new Map<string, CSSStyleSheet | null>();

function constructed(css: string): CSSStyleSheet | null {
  if (!sheets.has(css)) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    } catch {
      sheets.set(css, null); // constructable stylesheets unsupported: a <style> element instead
    }
  }
  return sheets.get(css) ?? null;
}

/**
 * Adds the stylesheet to the shadow root `node` renders in, once, before the sheets already there
 * (the island's own come after it in the cascade). Outside a shadow root (a unit test rendering
 * into the document) it does nothing.
 */
export function adoptStylesheet(node: Node, name: string, css: string): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const sheet = constructed(css);
  if (sheet && 'adoptedStyleSheets' in root) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
  } else if (!root.querySelector(`style[data-sheet="${name}"]`)) {
    const style = document.createElement('style');
    style.dataset.sheet = name;
    style.textContent = css;
    root.prepend(style);
  }
}
