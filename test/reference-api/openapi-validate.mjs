// Validates an OpenAPI document for test/reference-api/openapi.test.ts with
// @seriousme/openapi-schema-validator (the OpenAPI Initiative's JSON Schemas of each version, run
// by Ajv). It is published as ES modules only, which Jest's CommonJS runtime cannot load, so the
// test runs this script in a child process. Input on stdin: the document's JSON. Output: the
// validator's `{ valid, errors }`.
import { Validator } from '@seriousme/openapi-schema-validator';

let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
const validator = new Validator();
const result = await validator.validate(JSON.parse(input));
process.stdout.write(
  JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? null }),
);
