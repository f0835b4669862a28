import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

interface Reader {
  child: ChildProcessWithoutNullStreams;
  waiting: { done(pages: string[][][]): void; fail(error: Error): void }[];
}

let reader: Reader | null = null;

/**
 * The reader child of this test file, started at its first PDF: pdfjs takes 0.2 s to start, and
 * a report test file reads up to 14 batches. Answers come one per line, in the order asked.
 */
function readerOf(): Reader {
  if (reader) return reader;
  const child = spawn(process.execPath, [resolve(__dirname, 'thermal-rapport-text.mjs')]);
  const started: Reader = { child, waiting: [] };
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  createInterface({ input: child.stdout }).on('line', (line) =>
    started.waiting.shift()?.done(JSON.parse(line) as string[][][]),
  );
  const failAll = (error: Error) => {
    if (reader === started) reader = null;
    for (const waiting of started.waiting.splice(0)) waiting.fail(error);
  };
  child.on('error', failAll);
  child.on('close', (code) => failAll(new Error(`pdf reader stopped (${code}): ${err}`)));
  return (reader = started);
}

// The reader ends with its test file.
afterAll(() => {
  reader?.child.stdin.end();
  reader = null;
});

/**
 * The text of PDFs, read back by pdfjs-dist in a child process (thermal-rapport-text.mjs: pdfjs
 * is ES modules only, which Jest's CommonJS runtime cannot load). For each PDF, its pages, each a
 * list of lines; a table row's cells are joined by ' | '.
 */
export function pdfText(pdfs: Uint8Array[]): Promise<string[][][]> {
  const { child, waiting } = readerOf();
  return new Promise((done, fail) => {
    waiting.push({ done, fail });
    child.stdin.write(`${JSON.stringify(pdfs.map((bytes) => Buffer.from(bytes).toString('base64')))}\n`);
  });
}
