/**
 * The chunk check of `npm run check:targets` (./chunk-check.ts) on small made-up chunks: it must
 * fail what lies beyond the targets and pass what the real bundle does (feature tests the way
 * the minifier leaves them). The check of the built chunks runs after the build, in CI.
 */
import { readFileSync } from 'node:fs';
import { checkChunk, whereIs } from './chunk-check';
import { BROWSERSLIST } from './targets';

const messages = (code: string) => checkChunk(code).map((f) => f.message);

describe('syntax', () => {
  it('passes ES2022: class fields, private methods, static blocks, top-level await', () => {
    const code = 'class A{#a=1;static{A.b=2}#m(){return #a in this}}await 0;export{A};';
    expect(messages(code)).toEqual([]);
  });

  it('fails a RegExp v flag (ES2024: Safari 17, Chromium 112)', () => {
    expect(messages('export const r=/[\\p{L}--[a-z]]/v;')).toEqual([expect.stringMatching(/^syntax beyond ES2022/)]);
  });

  it('fails import attributes (ES2025: Safari 17.2, Firefox 138)', () => {
    expect(messages('import d from"./d.json"with{type:"json"};')).toEqual([
      expect.stringMatching(/^syntax beyond ES2022/),
    ]);
  });
});

describe('late APIs', () => {
  it('fails requestIdleCallback called with no test, bare or on window', () => {
    expect(messages('requestIdleCallback(()=>{});window.requestIdleCallback(f);')).toEqual([
      expect.stringContaining('requestIdleCallback() called with no feature test'),
      expect.stringContaining('requestIdleCallback() called with no feature test'),
    ]);
  });

  it.each([
    [
      'an alias read first (what the minifier leaves of src/runtime/idle.ts)',
      'const e=globalThis.requestIdleCallback;e?e(t):setTimeout(t,200);',
    ],
    ['typeof', 'typeof requestIdleCallback=="function"?requestIdleCallback(t):setTimeout(t);'],
    ['an `in` test', '"requestIdleCallback"in window?requestIdleCallback(t):setTimeout(t);'],
    ['an optional call', 'window.requestIdleCallback?.(t);'],
  ])('passes requestIdleCallback with %s', (_, code) => {
    expect(messages(code)).toEqual([]);
  });

  it('fails static methods with no test: Promise.withResolvers, Object.groupBy, AbortSignal.any', () => {
    const code = 'Promise.withResolvers();Object.groupBy(a,f);window.AbortSignal.any([s]);';
    expect(messages(code)).toEqual([
      expect.stringContaining('Promise.withResolvers()'),
      expect.stringContaining('Object.groupBy()'),
      expect.stringContaining('AbortSignal.any()'),
    ]);
  });

  it("passes AbortSignal.any behind ky's test, on globalThis.AbortSignal", () => {
    const code = 'const n="function"==typeof globalThis.AbortSignal.any;s=n?AbortSignal.any(i):i.at(-1);';
    expect(messages(code)).toEqual([]);
  });

  it('passes hidePopover behind a test of showPopover, fails it alone', () => {
    expect(messages('const d="showPopover"in HTMLElement.prototype;d&&e.hidePopover();')).toEqual([]);
    expect(messages('e.hidePopover();')).toEqual([expect.stringContaining('hidePopover()')]);
  });

  it('does not take a property or a key of the same name for the API', () => {
    expect(messages('const o={requestIdleCallback:1};o.groupBy(x);Object.keys(o);')).toEqual([]);
  });
});

describe('late CSS in strings', () => {
  it('fails @starting-style and nesting, passes them inside @supports', () => {
    expect(messages('const c=`.a{opacity:1}@starting-style{.a{opacity:0}}`;')).toEqual([
      expect.stringContaining('@starting-style'),
    ]);
    expect(messages('const c=".a{color:red;&:hover{color:blue}}";')).toEqual([expect.stringContaining('nesting')]);
    expect(messages('const c=`@supports (text-wrap:balance){h1{text-wrap:balance}}`;')).toEqual([]);
  });

  it('passes what the targets have: :has(), container queries, color-mix()', () => {
    const code = 'const c=`.a:has(b){x:1}@container (min-width:5rem){.b{background:color-mix(in srgb,red 8%,blue)}}`;';
    expect(messages(code)).toEqual([]);
  });
});

it('says where a finding is: line, column, the code around it', () => {
  const code = 'let a;\nrequestIdleCallback(a);';
  const [finding] = checkChunk(code);
  expect(whereIs(code, finding!.at)).toEqual({ line: 2, column: 1, excerpt: 'let a; requestIdleCallback(a);' });
});

it("package.json's browserslist is the targets' (test/build/targets.ts)", () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { browserslist?: string[] };
  expect(pkg.browserslist).toEqual(BROWSERSLIST);
});
