import { is, type Struct } from 'superstruct';
import { Failure, type CallAuth } from '@/src/contracts';
import type { SiteKey } from '../context';
import type { Served } from '../http/route';
import { toJsonSchema, type JsonSchema } from './json-schema';

/** Where the document is served on each site's API. */
export const OPENAPI_PATH = '/api/openapi.json';

const SITE_TITLES: Record<SiteKey, string> = {
  main: 'main site (api.site.localhost)',
  plancher: 'floor configurator site (api.plancher.localhost)',
  carbone: 'carbon simulator site (api.carbone.localhost)',
};

/** Hono's `:param` segments as OpenAPI's `{param}` (`/api/validation/continuity/{width},{length}/`). */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}

const SECURITY: Record<CallAuth, Array<Record<string, string[]>>> = {
  public: [],
  // A device bearer, or a user's (a logged-in user's token stands for its device).
  device: [{ device: [] }, { user: [] }],
  user: [{ user: [] }],
};

const FAILURE_REF = { $ref: '#/components/schemas/Failure' };

/**
 * The OpenAPI 3.1 document of one site's API, from what it serves (`servedOf(app)`): each call's
 * method, path, bearer, query, body and answer come from its contract in `src/contracts/`, its
 * structs read by `toJsonSchema`. Every refusal is the `Failure` envelope.
 */
export function openApiDocument(site: SiteKey, served: readonly Served[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const operationIds = new Set<string>();
  for (const item of served) {
    let operationId = item.name;
    for (let n = 2; operationIds.has(operationId); n++) operationId = `${item.name}${n}`;
    operationIds.add(operationId);
    const methods = (paths[openApiPath(item.path)] ??= {});
    methods[item.method.toLowerCase()] = operation(item, operationId);
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'getOpenApi',
      summary: 'This document',
      security: [],
      responses: { '200': { description: 'The OpenAPI document of this API', content: { 'application/json': {} } } },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: `Ossature reference API — ${SITE_TITLES[site]}`,
      version: '1',
      description:
        'Generated from the shared contract (src/contracts/) of the calls this API serves; ' +
        'see docs/reference-api.md. Every answer is the envelope {success, message, error, datas}.',
    },
    paths,
    components: {
      schemas: { Failure: toJsonSchema(Failure) },
      securitySchemes: {
        device: { type: 'http', scheme: 'bearer', description: "A registered device's token (main site)" },
        user: { type: 'http', scheme: 'bearer', description: "A logged-in user's access token" },
      },
    },
  };
}

function operation(item: Served, operationId: string): JsonSchema {
  const parameters: JsonSchema[] = pathParams(item.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (item.query) parameters.push(...queryParameters(item.query));
  const sendsMail = 'sendsMail' in item && item.sendsMail === true;
  if (sendsMail) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'The same for the retries of one submission: a repeat gets the first answer, no second mail.',
      schema: { type: 'string' },
    });
  }
  const op: JsonSchema = {
    operationId,
    ...('description' in item && typeof item.description === 'string' ? { description: item.description } : {}),
    security: SECURITY[item.auth],
    'x-auth': item.auth,
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  if ('answer' in item) {
    if (item.body && item.method !== 'GET' && item.method !== 'DELETE') {
      op.requestBody = {
        required: !is(undefined, item.body),
        content: { 'application/json': { schema: toJsonSchema(item.body) } },
      };
    }
    if (item.checksCredentials) op['x-checks-credentials'] = true;
    if (sendsMail) op['x-sends-mail'] = true;
    op.responses = {
      '200': {
        description: 'Success: the envelope with `datas`',
        content: { 'application/json': { schema: toJsonSchema(item.answer) } },
      },
      default: refusal,
    };
  } else {
    op.responses = {
      '200': {
        description: `The file (${item.contentType}), named by Content-Disposition`,
        content: { [item.contentType]: { schema: { type: 'string', contentMediaType: item.contentType } } },
      },
      default: refusal,
    };
  }
  return op;
}

const refusal = {
  description: 'A refusal or an error: the envelope with `success: false`, a French message and field errors',
  content: { 'application/json': { schema: FAILURE_REF } },
};

/** The query struct's properties, each a parameter (strings on the wire; coerced by the struct). */
function queryParameters(query: Struct<any, any>): JsonSchema[] {
  const schema = toJsonSchema(query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}
