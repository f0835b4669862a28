// Lint: TypeScript's recommended rules plus the import directions of DESIGN.md §8, enforced
// rather than hoped for (as bulletproof-react does with import/no-restricted-paths).
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';

const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
const widgets = foldersOf('widgets');

// Tests wait for states, never for time (issue 19): no sleep in a test file. The spec's delays are
// read from src/runtime/timings.ts, which Jest sets to zero; a test about a timing checks it as a
// value of SPEC_TIMINGS or on Jest's fake timers, a browser test waits with expect.poll, toBeVisible
// or waitForResponse. The second and third selectors catch `new Promise((r) => setTimeout(r, n))`
// and `new Promise((r) => setTimeout(() => r(x), n))`, whichever setTimeout (jest.requireActual's
// included); a setTimeout that rejects or does more (a bound on a wait) is left alone.
const SETTIMEOUT =
  ":matches(CallExpression[callee.name='setTimeout'], CallExpression[callee.property.name='setTimeout'])";
const SLEEP_MESSAGE =
  'A test waits for a state, not for time: waitFor/findBy, a held answer, reactIdle(), Jest fake timers with setTimings().';
const noSleeps = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'waitForTimeout sleeps: wait for a state (expect.poll, toBeVisible, waitForResponse…).',
  },
  {
    selector: `NewExpression[callee.name='Promise'] ${SETTIMEOUT}[arguments.0.type='Identifier']`,
    message: SLEEP_MESSAGE,
  },
  {
    selector: `NewExpression[callee.name='Promise'] ${SETTIMEOUT}[arguments.0.type='ArrowFunctionExpression'][arguments.0.body.type='CallExpression'][arguments.0.body.callee.type='Identifier']`,
    message: SLEEP_MESSAGE,
  },
  { selector: 'ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]', message: SLEEP_MESSAGE },
];
const features = foldersOf('features');

// Imports only go down: widgets → features → src (DESIGN.md §8).
const zones = [
  // The shared runtime never reaches into islands; only the registry names them.
  {
    target: './src',
    from: './widgets',
    except: [],
    message: 'src/ must not import widgets/ (only src/registry.ts may).',
  },
  { target: './src', from: './features', message: 'src/ is the runtime: it must not import features/.' },
  {
    target: './features',
    from: './widgets',
    message: 'A feature must not import an island; islands compose features.',
  },
  {
    target: './features',
    from: './demo-pages',
    message: 'Features talk to the API over HTTP, never to the reference API.',
  },
  { target: './src', from: './demo-pages', message: 'src/ must not import the preview or the reference API.' },
  { target: './src', from: './test', message: 'src/ must not import test helpers.' },
  {
    target: './widgets',
    from: './demo-pages',
    message: 'Islands talk to the API over HTTP, never to the reference API.',
  },
  // One contract, two sides: the reference API imports src/contracts and nothing else of src/.
  {
    target: './demo-pages',
    from: './src',
    except: ['./contracts'],
    message: 'The reference API may import only src/contracts.',
  },
  // No island imports another island.
  ...widgets.map((w) => ({
    target: `./widgets/${w}`,
    from: './widgets',
    except: [`./${w}`],
    message: 'An island must not import another island; move what they share to features/.',
  })),
  // No feature imports another feature.
  ...features.map((f) => ({
    target: `./features/${f}`,
    from: './features',
    except: [`./${f}`],
    message: 'A feature must not import another feature; compose them in the island, or move the shared part to src/.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-bench/**',
      'node_modules/**',
      'coverage/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'integrations/wordpress/vendor/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // '@/' resolves through tsconfig.json's paths, so the zones and cycles see through it.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
      // The files import-x reads to follow imports (no-cycle): by default only .js.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // A cycle makes load order matter and chunks drag each other in: none may come back.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Another unit of the tree is reached through '@/' (its root), not by counting folders.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){2,}', message: "Import from '@/…' instead of climbing folders." }] },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The model codebases' kit: the rules of hooks, accessible JSX, small functions, and tests
  // that read like a user.
  {
    files: ['src/**/*.tsx', 'features/**/*.tsx', 'widgets/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Modals are native <dialog>s: the browser's dialog focusing steps honour `autofocus`, which
      // is how a popup puts its first focus where the user expects it (the e-mail field, 'Annuler').
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'features/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'demo-pages/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The islands are mounted by the real loader (no render()), so tests use DOM Testing Library.
    files: ['test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    ignores: ['test/browser/**'],
    ...testingLibrary.configs['flat/dom'],
    ...jestDom.configs['flat/recommended'],
    plugins: { ...testingLibrary.configs['flat/dom'].plugins, ...jestDom.configs['flat/recommended'].plugins },
    rules: {
      ...testingLibrary.configs['flat/dom'].rules,
      ...jestDom.configs['flat/recommended'].rules,
      // Each island renders in its own shadow root, which `screen` (document.body) cannot see: tests
      // query inside the island with `within(shadowRoot)`, and reach the shadow root to do so.
      'testing-library/prefer-screen-queries': 'off',
      'testing-library/no-node-access': 'off',
      // toHaveTextContent('x') passes when the text merely contains 'x': a test that says
      // `textContent).toBe('x')` means exactly 'x', and keeps saying it.
      'jest-dom/prefer-to-have-text-content': 'off',
    },
  },
  {
    // Benchmarks (test/perf) measure real time and let frames settle: they are not tests.
    files: ['**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['test/perf/**'],
    rules: { 'no-restricted-syntax': ['error', ...noSleeps] },
  },
  {
    // Jest loads reporters with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // The registry is the one file that names every island.
    files: ['src/registry.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones.filter((z) => z.from !== './widgets') }] },
  },
);
