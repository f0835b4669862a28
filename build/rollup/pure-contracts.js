/**
 * Struct builders are pure, but rollup cannot know it: without this list every contract struct
 * of every call would ride along with the first island that imports one of them. The calls are
 * annotated as pure in src/contracts only (see pureContracts): rollup's own
 * `treeshake.manualPureFunctions` applies the names to every module, dependencies included, and
 * to member calls on them. With it, final-form's `stringToPath(string)` lost its
 * `string.replace(…)` (a parameter named `string`), every field path became [], each field
 * validator received the whole form values, and the login popup crashed on open.
 */
const PURE_FUNCTIONS = [
  'any',
  'array',
  'boolean',
  'define',
  'defineCall',
  'dynamic',
  'enums',
  'literal',
  'mustBeTrue',
  'nullable',
  'number',
  'object',
  'optional',
  'record',
  'refine',
  'size',
  'string',
  'success',
  'type',
  'union',
  'integer',
  'pattern',
  'min',
  'max',
  'tuple',
  'partial',
  'assign',
  'omit',
  'pick',
  'coerce',
  'defaulted',
  'trimmed',
  'unknown',
];

/** Adds the pure annotation before each struct-builder call of src/contracts (after TypeScript). */
export function pureContracts() {
  const call = new RegExp(`(?<![\\w.$])(?<!function\\s+)(${PURE_FUNCTIONS.join('|')})\\(`, 'g');
  return {
    name: 'ossature-pure-contracts',
    transform(code, id) {
      if (!id.startsWith(`${process.cwd()}/src/contracts/`)) return null;
      // Only comments are inserted: lines keep their numbers (columns shift slightly).
      return { code: code.replace(call, '/*#__PURE__*/$1('), map: null };
    },
  };
}
