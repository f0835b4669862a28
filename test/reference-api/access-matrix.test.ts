import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Call, Download } from '@/src/contracts';
import { ACCESS_MATRIX, type Answer } from './access-rows';
import { STATES, startWorld, WHO, type World } from './access-world';

/**
 * The access matrix, so that no one reaches another's data: every call of the contract that takes
 * an id (a `:id` in its path, or an id field in its body or query) has a row saying what the owner, another user, an
 * anonymous visitor and the owner's account from another browser get, on a saved row and on an
 * unsaved one (made before logging in). The rule itself: demo-pages/reference-api/access/rule.ts.
 * A new call with an id and no row here fails the first test.
 */

/** Fields that carry the id of a stored row (the floor submit's rides in `values`: its row is added by hand). */
const ID_FIELDS = ['id', 'historyId', 'simulation', 'cluster'];

type Endpoint = Call<any, any> | Download;

const fieldsOf = (struct: unknown): string[] => {
  const schema = (struct as { schema?: unknown } | undefined)?.schema;
  return schema && typeof schema === 'object' ? Object.keys(schema) : [];
};

function takesAnId(endpoint: Endpoint): boolean {
  if (/:id\b/.test(endpoint.path)) return true;
  const body = 'body' in endpoint ? fieldsOf(endpoint.body) : [];
  return [...body, ...fieldsOf(endpoint.query)].some((field) => ID_FIELDS.includes(field));
}

const isEndpoint = (value: unknown): value is Endpoint =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).auth === 'string';

/** Every call and download exported by src/contracts, each module read from the disk. */
async function contractEndpoints(): Promise<{ name: string; endpoint: Endpoint }[]> {
  const root = join(__dirname, '../../src/contracts');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const found: { name: string; endpoint: Endpoint }[] = [];
  for (const file of files) {
    const module = (await import(join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (isEndpoint(value)) found.push({ name: `${relative(root, join(root, file))} ${name}`, endpoint: value });
  }
  return found;
}

test('every contract call that takes an id has its row in the matrix', async () => {
  const endpoints = await contractEndpoints();
  expect(endpoints.length).toBeGreaterThan(50);
  const withId = endpoints.filter(({ endpoint }) => takesAnId(endpoint));
  const listed = new Set<Endpoint>(ACCESS_MATRIX.map((row) => row.call));
  expect(withId.filter(({ endpoint }) => !listed.has(endpoint)).map(({ name }) => name)).toEqual([]);
  expect(withId.length).toBeGreaterThanOrEqual(30);
});

let world: World;
beforeAll(async () => {
  world = await startWorld();
});

describe.each(ACCESS_MATRIX.map((row) => [`${row.call.name} (${row.site})`, row] as const))('%s', (_, row) => {
  test.each(STATES)(`%s row: ${row.rule}`, async (state) => {
    const got: Record<string, Answer> = {};
    for (const who of WHO) got[who] = await row.probe(world, who, state);
    const expected = Object.fromEntries(WHO.map((who, i) => [who, row[state][i]]));
    expect(got).toEqual(expected);
  });
});
