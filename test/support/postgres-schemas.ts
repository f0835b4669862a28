import type * as TestSchemas from '@/demo-pages/reference-api/db/test-schemas';

// On PostgreSQL (DATABASE_URL), each test context has a schema of its own. The copies of the seeded
// schema that a test made are emptied and filled again when a later test asks for a copy (so its
// own afterEach hooks, which run after these, still see its rows). The schemas are dropped with
// their connections once the file is done, so that a run leaves the database as it found it.
// On SQLite none of it (nor the `pg` driver) is loaded.
const url = process.env.DATABASE_URL;
if (url) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on PostgreSQL only, see above.
  const schemas = require('@/demo-pages/reference-api/db/test-schemas') as typeof TestSchemas;
  beforeEach(() => schemas.startTestCopies());
  afterEach(() => schemas.endTestCopies());
  afterAll(() => schemas.dropTestSchemas(url));
}
