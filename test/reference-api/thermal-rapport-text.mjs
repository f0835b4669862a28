// Reads PDFs back as text for the report tests: pdfjs-dist (its legacy build runs on Node) is
// published as ES modules only, which Jest's CommonJS runtime cannot load, so the tests run this
// script in a child process, which serves a whole test file. Input on stdin: one request per line,
// a JSON array of base64 PDFs. Output: one answer per line, in order: for each PDF, its pages,
// each a list of lines; a line is the text drawn on one baseline, left to right, its
// pieces (a table's label and value) joined by ' | '.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function pagesOf(base64) {
  const pdf = await getDocument({
    data: new Uint8Array(Buffer.from(base64, 'base64')),
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    const rows = new Map();
    for (const item of items.filter((i) => i.str.trim() !== '')) {
      const y = Math.round(item.transform[5]);
      rows.set(y, [...(rows.get(y) ?? []), item]);
    }
    pages.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, row]) =>
          row
            .sort((a, b) => a.transform[4] - b.transform[4])
            .map((i) => i.str)
            .join(' | '),
        ),
    );
  }
  await pdf.destroy();
  return pages;
}

import { createInterface } from 'node:readline';

for await (const request of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const out = [];
  for (const base64 of JSON.parse(request)) out.push(await pagesOf(base64));
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
