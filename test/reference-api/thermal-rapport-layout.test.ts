import { formatDateTime } from '@/src/contracts/french-dates';
import { frenchDateTime, frenchNumber, withUnit } from '@/demo-pages/reference-api/pdf/french';
import { pdfFileName, pdfHeaders } from '@/demo-pages/reference-api/pdf/file-name';
import { PdfReport } from '@/demo-pages/reference-api/pdf/report';
import { wrapText } from '@/demo-pages/reference-api/pdf/wrap';
import { rupteurVisual } from '@/demo-pages/reference-api/media/pictures';
import { pdfText } from './thermal-rapport-read';

// Each test writes a PDF and reads it back in a child process: well under a second, unless the machine is busy.

/** The PDF module the reports share (and the floor and carbon recaps will). */

describe('a report written with PdfReport', () => {
  test('starts new pages as content runs out, numbers them, and draws ψ, ≤, CO₂ and French letters', async () => {
    const report = await PdfReport.create({ title: 'Essai', footer: 'Essai de mise en page', date: new Date(0) });
    report.title('Récapitulatif « plancher » – été').heading('Émissions de CO₂');
    await report.image(rupteurVisual(2), { maxHeight: 120 });
    for (let i = 1; i <= 40; i++)
      report.keyValues([[`Ligne ${i}`, `ψ ≤ ${frenchNumber(i / 100)} W/(m·K) — œuvre, façade, à côté, où, naïf`]]);
    report.paragraph('Un mot trop long : ' + 'x'.repeat(400));
    const [pages] = await pdfText([await report.save()]);
    expect(pages!.length).toBeGreaterThanOrEqual(2);
    pages!.forEach((lines, i) =>
      expect(lines.at(-1)).toBe(`Essai de mise en page | Page ${i + 1} sur ${pages!.length}`),
    );
    const all = pages!.flat();
    expect(all.slice(0, 2)).toEqual(['Récapitulatif « plancher » – été', 'Émissions de CO₂']);
    expect(all).toContain('Ligne 40 | ψ ≤ 0,40 W/(m·K) — œuvre, façade, à côté, où, naïf');
    // A row is never split: each page ends its rows whole.
    for (let i = 1; i <= 40; i++) expect(all.filter((l) => l.startsWith(`Ligne ${i} |`))).toHaveLength(1);
    expect(all.join('').replace(/[^x]/g, '')).toHaveLength(400);
  });
});

test('a table beside a picture narrows its values; a wider label column keeps a long label on one line', async () => {
  const report = await PdfReport.create({ title: 'Essai', footer: 'Essai', date: new Date(0), compact: true });
  const rows: [string, string][] = [['Isolation', "Isolation thermique par l'intérieur (ITI)"]];
  await report.keyValuesBeside(rows, { png: rupteurVisual(2), box: { maxWidth: 140, maxHeight: 90 } });
  report.keyValues(rows);
  report.keyValues([['Rive (bord du plancher le long du mur)', '8,25 m']], 0.5);
  report.keyValues([['Rive (bord du plancher le long du mur)', '8,25 m']]);
  const [pages] = await pdfText([await report.save()]);
  expect(pages).toEqual([
    [
      'Isolation | Isolation thermique par',
      "l'intérieur (ITI)",
      "Isolation | Isolation thermique par l'intérieur (ITI)",
      'Rive (bord du plancher le long du mur) | 8,25 m',
      'Rive (bord du plancher le long du | 8,25 m',
      'mur)',
      'Essai | Page 1 sur 1',
    ],
  ]);
});

test("a letter drawn first as part of another ('E' in 'É') still reads back in the next document", async () => {
  const write = async (text: string) => {
    const report = await PdfReport.create({ title: text, footer: text, date: new Date(0) });
    return report.heading(text).save();
  };
  const [first, second] = await pdfText([await write('Épaisseur'), await write('Fiches FDES')]);
  expect(first![0]![0]).toBe('Épaisseur');
  expect(second![0]![0]).toBe('Fiches FDES');
});

test('wrapText breaks between words, and inside a word longer than the line', () => {
  const mono = { widthOfTextAtSize: (text: string, size: number) => text.length * size };
  expect(wrapText('un deux trois quatre', mono, 1, 9)).toEqual(['un deux', 'trois', 'quatre']);
  expect(wrapText('abcdefghijkl mn', mono, 1, 5)).toEqual(['abcde', 'fghij', 'kl mn']);
  expect(wrapText('a\nb', mono, 1, 9)).toEqual(['a', 'b']);
});

test('French numbers: comma decimal, 2 decimals, thousands apart, "--" when missing', () => {
  expect(frenchNumber(0.6)).toBe('0,60');
  expect(frenchNumber(1234.5)).toBe('1\u202f234,50');
  expect(frenchNumber(null)).toBe('--');
  expect(withUnit(0.275, 'W/(m·K)')).toBe('0,28 W/(m·K)');
  expect(withUnit(undefined, 'L/m²')).toBe('--');
});

test("French dates, on Paris' clock in winter and in summer, written as on screen", () => {
  expect(frenchDateTime(Date.UTC(2026, 10, 21, 9, 5))).toBe('Le 21/11/2026 à 10h05');
  // The hour unpadded, as the spec's `HhM` and the screens write it (src/contracts/french-dates.ts).
  expect(frenchDateTime(Date.UTC(2026, 6, 1, 21, 59))).toBe('Le 01/07/2026 à 23h59');
  expect(frenchDateTime(Date.UTC(2026, 6, 1, 22, 59))).toBe('Le 02/07/2026 à 0h59');
  expect(frenchDateTime(Date.UTC(2026, 6, 1, 22, 59))).toBe(formatDateTime('2026-07-01T22:59:00Z'));
});

test('file names: accents kept in filename*, stripped in the ASCII fallback', () => {
  expect(pdfFileName('rapport', 'Façade « Cœur » / Bât. A')).toEqual({
    utf8: 'rapport-façade-cœur-bât-a.pdf',
    ascii: 'rapport-facade-coeur-bat-a.pdf',
  });
  expect(pdfFileName('rapport', null)).toEqual({ utf8: 'rapport-simulation.pdf', ascii: 'rapport-simulation.pdf' });
  expect(pdfFileName('rapport', 'Ωμέγα')).toEqual({ utf8: 'rapport-ωμέγα.pdf', ascii: 'rapport-simulation.pdf' });
  expect(pdfHeaders(pdfFileName('recap', "L'été"))['content-disposition']).toBe(
    `inline; filename="recap-l-ete.pdf"; filename*=UTF-8''recap-l-%C3%A9t%C3%A9.pdf`,
  );
});
