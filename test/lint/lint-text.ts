import { execFileSync } from 'node:child_process';

/** One line of code linted as if it stood in `file`, and the rule whose messages are kept. */
export interface LintCase {
  file: string;
  code: string;
  rule: string;
}

const SCRIPT = `
const { ESLint } = require('eslint');
const cases = JSON.parse(process.argv[1]);
(async () => {
  // Only the rules the cases are about: import-x/no-cycle, for one, reads every module a case
  // imports (half of the import-zones file's 3.8 s).
  const rules = new Set(cases.map((c) => c.rule));
  const eslint = new ESLint({ ruleFilter: ({ ruleId }) => rules.has(ruleId) });
  const out = [];
  for (const c of cases) {
    const [result] = await eslint.lintText(c.code + '\\n', { filePath: c.file });
    const fatal = result.messages.filter((m) => m.fatal).map((m) => m.message);
    if (fatal.length) throw new Error(c.file + ': ' + fatal.join('; '));
    out.push(result.messages.filter((m) => m.ruleId === c.rule).map((m) => m.message));
  }
  process.stdout.write(JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

/**
 * Lints each case with the project's own ESLint config, in one ESLint process (Jest's module
 * system cannot load ESLint's ESM config): the messages of each case's rule, in order. A case that
 * does not parse fails the run, so that no case passes for want of being read.
 */
export function lintCases(cases: LintCase[]): string[][] {
  return JSON.parse(execFileSync(process.execPath, ['-e', SCRIPT, JSON.stringify(cases)], { encoding: 'utf8' }));
}
