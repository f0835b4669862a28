import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { transformSync } from '@swc/core';

/**
 * Loads an ESM-only package (wouter) as CommonJS for Jest, whose config transforms only ky and
 * jose out of node_modules. The package's own code runs, compiled by SWC as Jest compiles ours;
 * its relative imports share one cache (wouter's entry points share one React-deps module), and
 * bare imports go through Jest's registry, so it uses the same React as the islands.
 *
 * @example
 * jest.mock('wouter', () => jest.requireActual('../support/esm-package').esmPackage('wouter'));
 */
export function esmPackage(specifier: string): Record<string, unknown> {
  return load(require.resolve(specifier));
}

const cache = new Map<string, Record<string, unknown>>();

function load(file: string): Record<string, unknown> {
  const cached = cache.get(file);
  if (cached) return cached;
  const module = { exports: {} as Record<string, unknown> };
  cache.set(file, module.exports);
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file, module: { type: 'commonjs' }, jsc: { target: 'es2022', parser: { syntax: 'ecmascript', jsx: false } },
  });
  const localRequire = (spec: string) => (spec.startsWith('.') ? load(resolve(dirname(file), spec)) : jest.requireActual(spec));
  new Function('exports', 'require', 'module', code)(module.exports, localRequire, module);
  return module.exports;
}
