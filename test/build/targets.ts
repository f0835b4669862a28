/**
 * The browsers the bundle supports, and what lies beyond them, for `npm run check:targets`
 * (./browser-targets.ts). Why these versions: docs/browsers.md. package.json's `browserslist`
 * says the same (./chunk-check.test.ts compares them), for the tools that read it.
 */

/** The oldest version of each engine supported. */
export const TARGETS = { safari: '16.4', ios: '16.4', firefox: '128', chromium: '111' } as const;

/** The `browserslist` of package.json, built from TARGETS. */
export const BROWSERSLIST = [
  `safari >= ${TARGETS.safari}`,
  `ios_saf >= ${TARGETS.ios}`,
  `firefox >= ${TARGETS.firefox}`,
  `and_ff >= ${TARGETS.firefox}`,
  `chrome >= ${TARGETS.chromium}`,
  `and_chr >= ${TARGETS.chromium}`,
  `edge >= ${TARGETS.chromium}`,
  // Samsung Internet 22 is Chromium 111.
  'samsung >= 22',
];

/**
 * The newest ECMAScript syntax every target parses: ES2022 (class static blocks are the last of
 * it, Safari 16.4). ES2024's RegExp `v` flag needs Safari 17 and Chromium 112, ES2025's import
 * attributes Safari 17.2 and Firefox 138: a chunk that acorn cannot parse at this version fails.
 * tsconfig.json's `target` is the same, so TypeScript adds no helper and drops nothing.
 */
export const ECMA_VERSION = 2022;

/**
 * An API one target at least lacks. `on`: the object it hangs from (`Promise.withResolvers`);
 * `global`: a function of the window (`requestIdleCallback`, `window.requestIdleCallback`);
 * neither: a method of any object, named distinctly enough to be matched by its name alone.
 */
export interface LateApi {
  name: string;
  on?: string;
  global?: boolean;
  /** The first versions with it, for the message. */
  since: string;
  /** APIs that come with it, a test of which tests it too (`showPopover` for `hidePopover`). */
  testedWith?: string[];
}

export const LATE_APIS: LateApi[] = [
  { name: 'requestIdleCallback', global: true, since: 'Safari none, Firefox 55, Chromium 47' },
  {
    name: 'cancelIdleCallback',
    global: true,
    testedWith: ['requestIdleCallback'],
    since: 'Safari none, Firefox 55, Chromium 47',
  },
  { name: 'postTask', on: 'scheduler', since: 'Safari none, Chromium 94; Firefox 128 lacks it' },
  { name: 'yield', on: 'scheduler', since: 'Safari none, Chromium 129; Firefox 128 lacks it' },
  { name: 'CloseWatcher', global: true, since: 'Chromium 120; Safari and Firefox lack it' },
  { name: 'withResolvers', on: 'Promise', since: 'Safari 17.4, Firefox 121, Chromium 119' },
  { name: 'try', on: 'Promise', since: 'Safari 18.2, Firefox 134, Chromium 128' },
  { name: 'groupBy', on: 'Object', since: 'Safari 17.4, Firefox 119, Chromium 117' },
  { name: 'groupBy', on: 'Map', since: 'Safari 17.4, Firefox 119, Chromium 117' },
  { name: 'fromAsync', on: 'Array', since: 'Safari 16.4, Firefox 115, Chromium 121' },
  { name: 'any', on: 'AbortSignal', since: 'Safari 17.4, Firefox 124, Chromium 116' },
  { name: 'canParse', on: 'URL', since: 'Safari 17, Firefox 115, Chromium 120' },
  { name: 'parse', on: 'URL', since: 'Safari 18, Firefox 126, Chromium 126' },
  { name: 'json', on: 'Response', since: 'Safari 17, Firefox 115, Chromium 105' },
  { name: 'escape', on: 'RegExp', since: 'Safari 18.2, Firefox 134, Chromium 136' },
  { name: 'from', on: 'Iterator', since: 'Safari 18.4, Firefox 131, Chromium 122' },
  { name: 'fromBase64', on: 'Uint8Array', since: 'Safari 18.2, Firefox 133, Chromium 140' },
  { name: 'startViewTransition', on: 'document', since: 'Safari 18, Chromium 111; Firefox 128 lacks it' },
  // Set methods; union, intersection and difference are too common a name to match alone.
  { name: 'symmetricDifference', since: 'Safari 17, Firefox 127, Chromium 122' },
  { name: 'isSubsetOf', since: 'Safari 17, Firefox 127, Chromium 122' },
  { name: 'isSupersetOf', since: 'Safari 17, Firefox 127, Chromium 122' },
  { name: 'isDisjointFrom', since: 'Safari 17, Firefox 127, Chromium 122' },
  // The popover API: src/ui/popover-dialog.tsx and the overlay host test for it.
  { name: 'showPopover', since: 'Safari 17, Firefox 125, Chromium 114' },
  { name: 'hidePopover', testedWith: ['showPopover'], since: 'Safari 17, Firefox 125, Chromium 114' },
  { name: 'togglePopover', testedWith: ['showPopover'], since: 'Safari 17, Firefox 125, Chromium 114' },
  { name: 'checkVisibility', since: 'Safari 17.4, Firefox 106, Chromium 105' },
  { name: 'requestClose', since: 'Safari 18.4, Firefox 139, Chromium 134' },
  { name: 'moveBefore', since: 'Chromium 133; Safari and Firefox lack it' },
];

/**
 * CSS one target at least lacks, looked for in the chunks' strings (our stylesheets are template
 * strings). A browser drops a rule it cannot read: fine inside `@supports`, which the same
 * string must then hold. `:popover-open` is not listed: only an element that is a popover
 * matches it, and the code makes one only after testing `showPopover` (above).
 */
export const LATE_CSS: { name: string; pattern: RegExp; since: string }[] = [
  { name: '@starting-style', pattern: /@starting-style\b/, since: 'Safari 17.5, Firefox 129, Chromium 117' },
  { name: '@scope', pattern: /@scope\b/, since: 'Safari 17.4, Chromium 118; Firefox 128 lacks it' },
  { name: 'light-dark()', pattern: /\blight-dark\(/, since: 'Safari 17.5, Firefox 120, Chromium 123' },
  {
    name: 'text-wrap: balance | pretty',
    pattern: /\btext-wrap(-style)?:\s*(balance|pretty)/,
    since: 'Safari 17.5, Firefox 121, Chromium 114',
  },
  { name: 'field-sizing', pattern: /\bfield-sizing:/, since: 'Safari 26.2, Chromium 123; Firefox 128 lacks it' },
  {
    name: 'anchor positioning',
    pattern: /\b(anchor-name|position-anchor):|[:\s]anchor\(/,
    since: 'Chromium 125; Safari 16.4 and Firefox 128 lack it',
  },
  // Nesting: `&` opening a selector inside a rule (`.a { &:hover { … } }`).
  { name: 'CSS nesting', pattern: /[{;]\s*&[\w\s.:#[>+~-]*\{/, since: 'Safari 17.2, Firefox 117, Chromium 120' },
];
