import { releaseTransactionContext } from '@/demo-pages/reference-api/db/open-transaction';

// Each test file loads its own copy of the database modules, and with it an AsyncLocalStorage that
// stays enabled after the file: Node would call it on every promise of the worker's later files.
// A worker's last files paid for the dozens before them (4 s of the reference-API suite's 78 in
// one process). A file's own later hooks may still open a transaction: `run` enables it again.
afterAll(() => releaseTransactionContext());
