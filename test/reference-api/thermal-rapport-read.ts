import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The text of PDFs, read back by pdfjs-dist in a child process (thermal-rapport-text.mjs: pdfjs
 * is ES modules only, which Jest's CommonJS runtime cannot load). For each PDF, its pages, each a
 * list of lines; a table row's cells are joined by ' | '. One process reads a whole batch.
 */
export function pdfText(pdfs: Uint8Array[]): Promise<string[][][]> {
  const script = resolve(__dirname, 'thermal-rapport-text.mjs');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done(JSON.parse(out) as string[][][]) : fail(new Error(`pdf reader failed (${code}): ${err}`)),
    );
    child.stdin.end(JSON.stringify(pdfs.map((bytes) => Buffer.from(bytes).toString('base64'))));
  });
}
