import { startApi } from '@/test/support/reference-api';

// Every test gets the seeded database as the seed left it, whatever the tests before it wrote:
// on PostgreSQL, a test's copy of the seeded schema is emptied and filled again for the next ones
// (db/test-schemas.ts), and this checks that nothing of the first test is left in the second.
const ADDRESS = 'isolation.check@exemple.fr';
const insertUser = (api: Awaited<ReturnType<typeof startApi>>) =>
  api.ctx.db.insert(`INSERT INTO users (realm, email, created_at) VALUES ('main', ?, 0)`, [ADDRESS]);
const countOf = async (api: Awaited<ReturnType<typeof startApi>>, sql: string) =>
  (await api.ctx.db.get<{ n: number }>(sql))!.n;

let seeded: { users: number; settings: number };
let firstId = 0;

describe('the seeded database of each test', () => {
  // The file's first context is the one seeded; the tests' are copies of it.
  beforeAll(async () => {
    const api = await startApi('main');
    seeded = {
      users: await countOf(api, 'SELECT COUNT(*) AS n FROM users'),
      settings: await countOf(api, 'SELECT COUNT(*) AS n FROM settings'),
    };
  });

  it('takes what a test writes', async () => {
    const api = await startApi('main');
    firstId = await insertUser(api);
    await api.ctx.db.run(`DELETE FROM settings WHERE key = 'schema_version'`);
    expect(await countOf(api, 'SELECT COUNT(*) AS n FROM users')).toBe(seeded.users + 1);
  });

  it('comes back as seeded for the next test: same rows, and the same next id', async () => {
    const api = await startApi('main');
    expect(await countOf(api, 'SELECT COUNT(*) AS n FROM users')).toBe(seeded.users);
    expect(await countOf(api, 'SELECT COUNT(*) AS n FROM settings')).toBe(seeded.settings);
    expect(await api.ctx.db.get('SELECT id FROM users WHERE email = ?', [ADDRESS])).toBeUndefined();
    expect(await insertUser(api)).toBe(firstId);
  });
});
