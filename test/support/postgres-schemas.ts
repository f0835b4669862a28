import { dropTestSchemas, endTestCopies, startTestCopies } from '@/demo-pages/reference-api/db/test-schemas';

// On PostgreSQL (DATABASE_URL), each test context has a schema of its own. The copies of the seeded
// schema that a test made are emptied and filled again when a later test asks for a copy (so its
// own afterEach hooks, which run after these, still see its rows). The schemas are dropped with
// their connections once the file is done, so that a run leaves the database as it found it.
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
