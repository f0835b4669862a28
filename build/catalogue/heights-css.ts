import type { CatalogueEntry } from '@/demo-pages/server/catalogue-entry';
import type { Heights } from '@/src/loader/island';

/**
 * The build's heights stylesheet (dist/<flavour>/heights.css): each placeholder's
 * first-state height as a `min-height`, for a CMS to print in the page's <head> beside the
 * preload links, so that the page does not jump when the bundle runs late. Written by `npm run
 * catalogue` from the island descriptors' `reserve`; the build copies it into both flavours.
 *
 * The phone's heights hold below DESKTOP (a page narrower than that lays the islands out as on
 * a phone; a reserve a little taller than the island costs blank space, never a shift), the
 * desktop's from it on. The logged-in heights apply under an element of class `ossature-login`,
 * which the CMS's server sets on <body> when the request carries the session's login hint (the
 * cookie `ossature_login=1`): a stylesheet cannot read a cookie.
 */
export const DESKTOP = 992;
export const LOGIN_CLASS = 'ossature-login';

interface Rule {
  selector: string;
  heights: Heights;
}

function rulesOf(entry: CatalogueEntry): Rule[] {
  const own = `[data-widget="${entry.kind}"]`;
  const { first, attributes = {}, loggedIn, loggedInAttributes = {} } = entry.reserve ?? {};
  const login = `.${LOGIN_CLASS} ${own}`;
  return [
    ...(first ? [{ selector: own, heights: first }] : []),
    ...Object.entries(attributes).map(([attribute, heights]) => ({ selector: `${own}[${attribute}]`, heights })),
    ...(loggedIn ? [{ selector: login, heights: loggedIn }] : []),
    ...Object.entries(loggedInAttributes).map(([attribute, heights]) => ({
      selector: `${login}[${attribute}]`,
      heights,
    })),
  ];
}

const line = (selector: string, px: number) => `${selector}{min-height:${px}px}`;

export function heightsCss(entries: CatalogueEntry[]): string {
  const rules = entries.flatMap(rulesOf);
  const phone = rules.map((r) => line(r.selector, r.heights.phone));
  const desktop = rules
    .filter((r) => r.heights.desktop !== undefined && r.heights.desktop !== r.heights.phone)
    .map((r) => `  ${line(r.selector, r.heights.desktop!)}`);
  return [
    "/* Ossature: the placeholders' first-state heights (docs/embedding.md#reserved-heights). */",
    ...phone,
    ...(desktop.length ? [`@media (min-width: ${DESKTOP}px) {`, ...desktop, '}'] : []),
    '',
  ].join('\n');
}
