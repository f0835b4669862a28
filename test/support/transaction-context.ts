import { releaseTransactionContext } from '@/demo-pages/reference-api/db/open-transaction';

// Each test file loads its own copy of the database modules, and with it an AsyncLocalStorage that
// stays enabled after the file: Node would call it on every promise of the worker's later files.
// Run in one process, the reference-API, runtime and preview tests spent 3.6 s in those calls;
// 1.7 s once each file releases its own. A file's own later hooks may still open a transaction:
// `run` enables the storage again.
afterAll(() => releaseTransactionContext());
