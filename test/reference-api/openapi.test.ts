import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Hono } from 'hono';
import {
  array,
  boolean,
  dynamic,
  enums,
  lazy,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  union,
  unknown,
} from 'superstruct';
import { defineCall, success } from '@/src/contracts';
import { mainLoginCheck } from '@/src/contracts/account/session';
import { MainUser } from '@/src/contracts/account/user';
import { createSiteApi } from '@/demo-pages/reference-api/app';
import type { SiteKey } from '@/demo-pages/reference-api/context';
import { noteServed, route, servedOf, type Served } from '@/demo-pages/reference-api/http/route';
import { OPENAPI_PATH, openApiDocument, openApiPath } from '@/demo-pages/reference-api/openapi/document';
import { toJsonSchema, type JsonSchema } from '@/demo-pages/reference-api/openapi/json-schema';
import { historyRapportRoute, libraryRapportRoute, mediaRoute } from '@/demo-pages/reference-api/openapi/links';
import { createTestContext, type TestApiContext } from '@/demo-pages/reference-api/test-context';

/**
 * The OpenAPI document (`GET /api/openapi.json`, docs/reference-api.md) against what each site's
 * API routes: every route Hono holds is a call of the contract (or a link described in
 * openapi/links.ts) and every call of the contract is routed; the document's schemas are the
 * contract's structs; the document is valid OpenAPI 3.1.
 */

const SITES: SiteKey[] = ['main', 'plancher', 'carbone'];
const LINKS: Served[] = [historyRapportRoute, libraryRapportRoute, mediaRoute];

/**
 * Served by a site's API, not exported from src/contracts, each for a reason. Any other served
 * call that is not the contract's own object fails the test.
 */
const SERVER_SIDE: Record<string, string> = {
  register: "the contract's call with the body the server accepts: both readings (routes/tools-register.ts)",
  getSolutionDocument: 'a document of a solution, at the path its detail answers (floor-files/documents.ts)',
};

/** Calls of the contract that no site's API serves, each for a reason. */
const NOT_ON_A_SITE_API: Record<string, string> = {};

let ctx: TestApiContext;
const apps = {} as Record<SiteKey, Hono>;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const site of SITES) apps[site] = createSiteApi(ctx, site);
});

// No close here: on PostgreSQL the schema and its pool are dropped with the file's other test
// schemas (test/support/postgres-schemas.ts), and a second end() fails the file.

const key = (item: { method: string; path: string }) => `${item.method} ${item.path}`;

/** The routes Hono holds (`app.routes`; middleware is `ALL`), as `METHOD path`. */
function routeTable(app: Hono): string[] {
  return app.routes.filter((r) => r.method !== 'ALL').map(key);
}

/** What the document says the app serves: its noted calls and links, and the document itself. */
function servedTable(app: Hono): string[] {
  return [...servedOf(app).map(key), `GET ${OPENAPI_PATH}`];
}

/** Routes without a description and descriptions without a route. */
function drift(app: Hono) {
  const routes = routeTable(app);
  const served = servedTable(app);
  return {
    undescribed: routes.filter((r) => !served.includes(r)),
    unrouted: served.filter((s) => !routes.includes(s)),
  };
}

/** Every call and download exported by a module of src/contracts, with its export name. */
function contractExports(): Array<{ exportName: string; file: string; call: Served }> {
  const root = resolve(__dirname, '../../src/contracts');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const found: Array<{ exportName: string; file: string; call: Served }> = [];
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every module, by path
    const module = require(join(root, file)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (isServed(value)) found.push({ exportName, file, call: value });
    }
  }
  return found;
}

function isServed(value: unknown): value is Served {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    typeof v.method === 'string' &&
    typeof v.path === 'string' &&
    typeof v.auth === 'string' &&
    ('answer' in v || 'contentType' in v)
  );
}

type Operation = {
  operationId: string;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

function operationOf(doc: JsonSchema, item: { method: string; path: string }): Operation | undefined {
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  return paths[openApiPath(item.path)]?.[item.method.toLowerCase()];
}

describe('routes and contract', () => {
  it.each(SITES)('%s: every route Hono holds is described, every description is routed', (site) => {
    const routes = routeTable(apps[site]);
    expect(new Set(routes).size).toBe(routes.length);
    expect(drift(apps[site])).toEqual({ undescribed: [], unrouted: [] });
  });

  it('every call of the contract is served by a site API, and each site serves calls of the contract', () => {
    const exports = contractExports();
    expect(exports.length).toBeGreaterThan(50);
    const servedAnywhere = SITES.flatMap((site) => servedOf(apps[site]));
    const unserved = exports
      .filter(({ call }) => !servedAnywhere.some((s) => key(s) === key(call) && s.name === call.name))
      .map(({ call }) => call.name);
    expect(unserved.sort()).toEqual(Object.keys(NOT_ON_A_SITE_API).sort());

    const contract = new Set(exports.map(({ call }) => call));
    const foreign = servedAnywhere.filter((s) => !contract.has(s) && !LINKS.includes(s)).map((s) => s.name);
    expect([...new Set(foreign)].sort()).toEqual(Object.keys(SERVER_SIDE).sort());
  });

  it("a call named for its site (index.ts: `main…`, `tools…`) is served on that site's API only", () => {
    const sitesOf = (call: Served) => SITES.filter((site) => servedOf(apps[site]).includes(call));
    for (const { exportName, call } of contractExports()) {
      if (/^main[A-Z]/.test(exportName)) expect([exportName, sitesOf(call)]).toEqual([exportName, ['main']]);
      if (/^tools[A-Z]/.test(exportName))
        expect([exportName, sitesOf(call)]).toEqual([exportName, ['plancher', 'carbone']]);
    }
  });

  it('a route added without its contract, or a contract whose route moved, is drift', async () => {
    const app = createSiteApi(ctx, 'carbone');
    app.get('/api/not-in-the-contract/', (c) => c.text(''));
    const moved = defineCall({ ...mainLoginCheck, path: '/api/login-check-renamed' });
    noteServed(app, moved);
    expect(drift(app)).toEqual({
      undescribed: ['GET /api/not-in-the-contract/'],
      unrouted: ['POST /api/login-check-renamed'],
    });
    // Routed through route(), a call is described by the very contract it routes on.
    const fresh = createSiteApi(ctx, 'carbone');
    route(fresh, { ctx, site: 'carbone' }, moved, () => ({ datas: { user: {} as never }, message: '' }));
    expect(drift(fresh).undescribed).toEqual([]);
  });
});

describe('the document', () => {
  it.each(SITES)("%s: each operation's schemas are its contract's structs", (site) => {
    const doc = openApiDocument(site, servedOf(apps[site]));
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      routeTable(apps[site])
        .map((r) => openApiPath(r))
        .sort(),
    );
    for (const item of servedOf(apps[site])) {
      const op = operationOf(doc, item)!;
      expect([key(item), op]).toEqual([key(item), expect.objectContaining({ operationId: expect.any(String) })]);
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams).toEqual([...item.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]));
      if ('answer' in item) {
        expect(op.responses['200']!.content!['application/json']!.schema).toEqual(toJsonSchema(item.answer));
        if (item.body && item.method !== 'GET' && item.method !== 'DELETE')
          expect(op.requestBody!.content['application/json']!.schema).toEqual(toJsonSchema(item.body));
      } else {
        expect(Object.keys(op.responses['200']!.content!)).toEqual([item.contentType]);
      }
      expect(op.responses.default!.content!['application/json']!.schema).toEqual({
        $ref: '#/components/schemas/Failure',
      });
    }
    const ids = operations.map((o) => {
      const [method, path] = o.split(' ');
      return (doc.paths as Record<string, Record<string, Operation>>)[path!]![method!.toLowerCase()]!.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("the main site's login-check: the body's fields and the user's, in the envelope, are the contract's", () => {
    const doc = openApiDocument('main', servedOf(apps.main));
    const op = operationOf(doc, mainLoginCheck)!;
    const body = op.requestBody!.content['application/json']!.schema;
    expect(body).toMatchObject({ type: 'object', required: ['username', 'password'], additionalProperties: false });
    const answer = op.responses['200']!.content!['application/json']!.schema!;
    expect(answer.required).toEqual(['success', 'message', 'error', 'datas']);
    const user = ((answer.properties as Record<string, JsonSchema>).datas!.properties as Record<string, JsonSchema>)
      .user!;
    expect(Object.keys(user.properties as object)).toEqual(Object.keys(MainUser.schema));
    expect(op).toMatchObject({ security: [{ device: [] }, { user: [] }], 'x-checks-credentials': true });
  });

  it('renaming a field of a contract struct changes the document', () => {
    const renamed = defineCall({ ...mainLoginCheck, body: object({ login: string(), password: string() }) });
    const before = operationOf(openApiDocument('main', [mainLoginCheck]), mainLoginCheck)!;
    const after = operationOf(openApiDocument('main', [renamed]), renamed)!;
    const fields = (op: Operation) =>
      Object.keys(op.requestBody!.content['application/json']!.schema.properties as object);
    expect(fields(before)).toEqual(['username', 'password']);
    expect(fields(after)).toEqual(['login', 'password']);
  });

  it.each(SITES)('%s: valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', (site) => {
    const doc = openApiDocument(site, servedOf(apps[site]));
    const run = spawnSync(process.execPath, [resolve(__dirname, 'openapi-validate.mjs')], {
      input: JSON.stringify(doc),
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout) as { valid: boolean; version: string; errors: unknown };
    expect(result).toEqual({ valid: true, version: '3.1', errors: null });
  });

  it.each(SITES)('%s: served at /api/openapi.json, public, JSON, cached', async (site) => {
    const res = await apps[site].request(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const doc = (await res.json()) as JsonSchema;
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument(site, servedOf(apps[site])))));
    expect((doc.info as { title: string }).title).toContain(site === 'main' ? 'main site' : site);
  });
});

describe('toJsonSchema', () => {
  it('reads objects, types, optional and nullable fields, arrays, records, literals and enums', () => {
    const struct = object({
      name: string(),
      count: optional(number()),
      flag: nullable(boolean()),
      kind: enums(['a', 'b']),
      fixed: literal('x'),
      none: literal(null),
      list: array(type({ id: number() })),
      map: record(string(), array(string())),
    });
    expect(toJsonSchema(struct)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        count: { type: 'number' },
        flag: { type: ['boolean', 'null'] },
        kind: { enum: ['a', 'b'] },
        fixed: { const: 'x' },
        none: { const: null },
        list: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'number' } }, required: ['id'] },
        },
        map: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
      required: ['name', 'flag', 'kind', 'fixed', 'none', 'list', 'map'],
      additionalProperties: false,
    });
  });

  it('reads a union of primitive types; what superstruct hides is {} with a description, never a throw', () => {
    expect(toJsonSchema(union([string(), number()]))).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }] });
    expect(toJsonSchema(nullable(enums(['a'])))).toEqual({ enum: ['a', null] });
    const hidden = [union([literal('all'), number()]), dynamic(() => string()), lazy(() => string()), unknown()];
    for (const struct of hidden) {
      const schema = toJsonSchema(struct);
      expect(Object.keys(schema)).toEqual(['description']);
      expect(schema.description).toMatch(/superstruct/);
    }
  });

  it("reads the envelope: a success's datas, a failure's field errors", () => {
    expect(toJsonSchema(success(type({ n: number() })))).toMatchObject({
      properties: {
        success: { const: true },
        error: { const: null },
        datas: { properties: { n: { type: 'number' } } },
      },
    });
  });
});
