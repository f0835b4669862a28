import type { Variant } from '@/src/config/variants';

/**
 * Every island stylesheet is a constructed one, adopted by the shadow roots: a page served with a
 * strict Content-Security-Policy (`style-src 'self'`, no 'unsafe-inline') refuses `<style>`
 * elements, not adopted sheets. The `<style>` fallback is for browsers without them (before 2023).
 * A feature's own sheet, in the feature's chunk, goes through adopt-stylesheet.ts.
 */
const sheets = new Map<string, CSSStyleSheet | null>();

function sheetOf(css: string): CSSStyleSheet | null {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet;
  } catch {
    return null; // constructable stylesheets unsupported: fall back to a <style> element
  }
}

/**
 * Gives a host element an open shadow root holding the islands' stylesheet, and returns the
 * `.oss-root` container to render into. One constructed stylesheet is shared by every root.
 */
export function createShadowContainer(
  host: HTMLElement,
  variant: Variant,
  cssTexts: Record<string, string>,
): HTMLElement {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const adopted: CSSStyleSheet[] = [];
  for (const [name, css] of Object.entries(cssTexts)) {
    if (!sheets.has(name)) sheets.set(name, sheetOf(css));
    const sheet = sheets.get(name);
    if (sheet) adopted.push(sheet);
    else {
      const style = document.createElement('style');
      style.textContent = css;
      shadow.append(style);
    }
  }
  if (adopted.length && 'adoptedStyleSheets' in shadow) shadow.adoptedStyleSheets = adopted;
  const container = document.createElement('div');
  container.className = 'oss-root';
  container.dataset.variant = variant;
  shadow.append(container);
  return container;
}
