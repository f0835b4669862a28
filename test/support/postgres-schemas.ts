import { dropTestSchemas, endTestCopies, startTestCopies } from '@/demo-pages/reference-api/db/test-schemas';

// On PostgreSQL (DATABASE_URL), each test context has a schema of its own. A test's copies of the
// seeded schema are filled again for the tests after it (before their own hooks run: these come
// first); the schemas are dropped with their connections once the file is done, so that a run
// leaves the database as it found it.
beforeEach(() => {
  if (process.env.DATABASE_URL) startTestCopies();
});
afterEach(() => {
  if (process.env.DATABASE_URL) endTestCopies();
});
afterAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) await dropTestSchemas(url);
});
