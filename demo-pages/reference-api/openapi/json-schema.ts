import { is, validate, type Struct } from 'superstruct';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1), as plain data. */
export type JsonSchema = { [key: string]: unknown };

type AnyStruct = Struct<any, any>;

/** The JSON types a union's members may name (superstruct keeps only their `type` for its message). */
const PRIMITIVES: Record<string, JsonSchema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  array: { type: 'array' },
};

/**
 * The JSON Schema of a superstruct struct, read from what a struct exposes: its `type` and
 * `schema`, and for the rest its behaviour on probe values. `optional()` and `nullable()` keep
 * the inner struct's type, so they are read by validating `undefined` and `null`: a property
 * that takes `undefined` is not required, a struct that takes `null` also allows `null`.
 *
 * Covered: `object` (no other property: `additionalProperties: false`), `type` (others
 * allowed), `array`, `record` (its value struct, read through `entries`), `string`, `number`,
 * `integer`, `boolean`, `literal`, `enums`, `union` of primitive types (string, number,
 * integer, boolean, array). What superstruct does not expose comes out as `{}` with a
 * description saying why, never a crash: a union with a literal or an object among its members,
 * `dynamic` (chosen from the value), `lazy` (recursive), `any`, `unknown`, and any other type.
 * Refinements (`refine`: required, e-mail, lengths) are checks in code, not in the schema.
 */
export function toJsonSchema(struct: AnyStruct): JsonSchema {
  const base = baseSchema(struct);
  return is(null, struct) && !acceptsAnything(base) ? withNull(base) : base;
}

function baseSchema(struct: AnyStruct): JsonSchema {
  switch (struct.type) {
    case 'object':
    case 'type':
      return objectSchema(struct);
    case 'array': {
      const element = struct.schema as AnyStruct | undefined;
      return { type: 'array', items: element ? toJsonSchema(element) : {} };
    }
    case 'record':
      return { type: 'object', additionalProperties: recordValue(struct) };
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type };
    case 'literal': {
      const value = literalValue(struct);
      return value === undefined ? { description: 'a literal superstruct keeps no value of' } : { const: value };
    }
    case 'enums':
      return { enum: Object.values(struct.schema as Record<string, unknown>) };
    case 'union':
      return unionSchema(struct);
    case 'any':
    case 'unknown':
      return { description: `any value (superstruct \`${struct.type}\`)` };
    case 'dynamic':
      return { description: 'chosen from the value itself (superstruct `dynamic`): not described here' };
    case 'lazy':
      return { description: 'a recursive struct (superstruct `lazy`): not described here' };
    default:
      return { description: `superstruct \`${struct.type}\`: not described here` };
  }
}

function objectSchema(struct: AnyStruct): JsonSchema {
  const shape = (struct.schema ?? {}) as Record<string, AnyStruct>;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    properties[key] = toJsonSchema(field);
    if (!is(undefined, field)) required.push(key);
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(struct.type === 'object' ? { additionalProperties: false } : {}),
  };
}

/** A record's value struct: the second entry its `entries` yields for a one-key object. */
function recordValue(struct: AnyStruct): JsonSchema {
  const entries = [...struct.entries({ key: null }, { branch: [], path: [] })];
  const value = entries[1]?.[2] as AnyStruct | undefined;
  return value ? toJsonSchema(value) : {};
}

function literalValue(struct: AnyStruct): unknown {
  if (struct.schema !== null) return struct.schema;
  // literal(null) (or of another value superstruct keeps no schema for): null is the one read here.
  return is(null, struct) ? null : undefined;
}

/**
 * A union keeps its members in a closure; its failure message names their types
 * ("… a union of `string | number | boolean`"). Of primitive types only, that is the schema;
 * otherwise (a literal, an object…) the members' values are not known: `{}` naming the types.
 */
function unionSchema(struct: AnyStruct): JsonSchema {
  const [error] = validate(Symbol('probe'), struct);
  const names = /union of `([^`]*)`/.exec(error?.message ?? '')?.[1]?.split(' | ') ?? [];
  if (names.length > 0 && names.every((name) => name in PRIMITIVES)) {
    return { anyOf: names.map((name) => (name === 'array' ? { type: 'array', items: {} } : PRIMITIVES[name]!)) };
  }
  return {
    description: names.length
      ? `one of: ${names.join(' | ')} (superstruct \`union\`: its members' values are not exposed)`
      : 'superstruct `union`: its members are not exposed',
  };
}

function acceptsAnything(schema: JsonSchema): boolean {
  return !('type' in schema) && !('const' in schema) && !('enum' in schema) && !('anyOf' in schema);
}

function withNull(schema: JsonSchema): JsonSchema {
  if ('const' in schema && schema.const === null) return schema;
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if ('enum' in schema) return { ...schema, enum: [...(schema.enum as unknown[]), null] };
  return { anyOf: [schema, { type: 'null' }] };
}
