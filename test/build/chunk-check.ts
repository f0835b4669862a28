/**
 * What in one built chunk lies beyond the browser targets (./targets.ts): syntax newer than
 * ECMA_VERSION, a late API called with no feature test in the chunk, late CSS in a string.
 *
 * The API rule is a heuristic, on purpose simple: a chunk that calls `requestIdleCallback(…)`
 * must also mention it otherwise somewhere — `typeof requestIdleCallback`, `'requestIdleCallback'
 * in window`, a read that is not a call (`const idle = window.requestIdleCallback; if (idle)…`,
 * which is what the minifier leaves of most tests), an optional call `x.requestIdleCallback?.()`.
 * It catches the usual bug, an API used with no fallback at all; a chunk that tests an API in one
 * place and calls it untested in another passes.
 */
import { parse, type Node } from 'acorn';
import { ECMA_VERSION, LATE_APIS, LATE_CSS, type LateApi } from './targets';

export interface Finding {
  /** Offset in the chunk. */
  at: number;
  message: string;
}

type AnyNode = Node & Record<string, unknown>;

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** Calls `visit` on every node under `node`, with its parent. */
function walk(node: AnyNode, visit: (node: AnyNode, parent: AnyNode | null) => void, parent: AnyNode | null = null) {
  visit(node, parent);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit, node);
    if (isNode(value)) walk(value, visit, node);
  }
}

const WINDOW_NAMES = new Set(['window', 'globalThis', 'self']);
const identifier = (node: unknown, names: (name: string) => boolean) =>
  isNode(node) && node.type === 'Identifier' && names(node['name'] as string);

/** Whether `node` names the API: `X`, `window.X`, `Promise.X`, `a.X`, or 'X' in `'X' in a`. */
function names(node: AnyNode, parent: AnyNode | null, api: LateApi): boolean {
  if (node.type === 'Literal')
    return node['value'] === api.name && parent?.type === 'BinaryExpression' && parent['operator'] === 'in';
  if (node.type === 'Identifier') {
    // A property's name, `a.X` or `{ X: … }`, is the member's or the key's business, not a reference.
    const key = parent && !parent['computed'] && (parent['property'] === node || parent['key'] === node);
    return !!api.global && !key && node['name'] === api.name;
  }
  if (node.type !== 'MemberExpression' || node['computed'] || !identifier(node['property'], (n) => n === api.name))
    return false;
  const object = node['object'];
  if (api.on) {
    const on = (n: string) => n === api.on;
    const global = { name: api.on, global: true, since: api.since };
    return identifier(object, on) || (isNode(object) && names(object, node, global));
  }
  return !api.global || identifier(object, (n) => WINDOW_NAMES.has(n));
}

/** Whether `node` is called without `?.`: the use that needs a test. */
const isCalled = (node: AnyNode, parent: AnyNode | null) =>
  !!parent &&
  (parent.type === 'CallExpression' || parent.type === 'NewExpression') &&
  parent['callee'] === node &&
  !parent['optional'];

/** The late APIs the program calls with no feature test anywhere in it. */
function untestedApis(program: AnyNode): Finding[] {
  const findings: Finding[] = [];
  for (const api of LATE_APIS) {
    const calls: number[] = [];
    const testedBy = [api, ...(api.testedWith ?? []).map((name) => ({ ...api, name }))];
    let tested = false;
    walk(program, (node, parent) => {
      if (names(node, parent, api) && isCalled(node, parent)) calls.push(node.start);
      // `X.call(…)` reads X as an object: neither a call of it nor a test.
      else if (parent?.type === 'MemberExpression' && parent['object'] === node) return;
      else if (testedBy.some((one) => names(node, parent, one))) tested = true;
    });
    if (tested) continue;
    const what = api.on ? `${api.on}.${api.name}` : api.name;
    for (const at of calls)
      findings.push({ at, message: `${what}() called with no feature test in the chunk (${api.since})` });
  }
  return findings;
}

/** Late CSS in the program's strings and template strings, unless the string has an @supports. */
function lateCss(program: AnyNode): Finding[] {
  const findings: Finding[] = [];
  walk(program, (node) => {
    const text =
      node.type === 'Literal' && typeof node['value'] === 'string'
        ? node['value']
        : node.type === 'TemplateElement'
          ? ((node['value'] as { cooked?: string | null }).cooked ?? '')
          : null;
    if (!text || text.includes('@supports')) return;
    for (const css of LATE_CSS)
      if (css.pattern.test(text))
        findings.push({ at: node.start, message: `${css.name} in a string, outside @supports (${css.since})` });
  });
  return findings;
}

/** Every finding of one chunk's code: its syntax first, then its APIs and its CSS. */
export function checkChunk(code: string): Finding[] {
  const findings: Finding[] = [];
  try {
    parse(code, { ecmaVersion: ECMA_VERSION, sourceType: 'module' });
  } catch (error) {
    const { pos, message } = error as SyntaxError & { pos?: number };
    findings.push({ at: pos ?? 0, message: `syntax beyond ES${ECMA_VERSION}: ${message}` });
  }
  let program: AnyNode;
  try {
    // The newest syntax, to go on to the APIs even when the chunk's syntax failed above.
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AnyNode;
  } catch {
    return findings;
  }
  return [...findings, ...untestedApis(program), ...lateCss(program)];
}

/** `line:column` of an offset, and the code around it, for a message. */
export function whereIs(code: string, at: number): { line: number; column: number; excerpt: string } {
  const before = code.slice(0, at);
  const line = before.split('\n').length;
  const column = at - before.lastIndexOf('\n');
  const excerpt = code.slice(Math.max(0, at - 40), at + 60).replace(/\s+/g, ' ');
  return { line, column, excerpt };
}
