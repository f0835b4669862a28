import { dropTestSchemas } from '@/demo-pages/reference-api/db/test-schemas';

// On PostgreSQL (DATABASE_URL), each test context had a schema of its own: dropped with their
// connections once the file is done, so that a run leaves the database as it found it.
afterAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) await dropTestSchemas(url);
});
