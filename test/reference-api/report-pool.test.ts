import { unzipSync } from 'fflate';
import { getLibraryRapportLink, type FilterChoices } from '@/src/contracts/thermal/library';
import { ApiError } from '@/demo-pages/reference-api/http/api-error';
import { libraryCatalogue } from '@/demo-pages/reference-api/library/choices';
import { ReportPlan, type PlannedReport } from '@/demo-pages/reference-api/pdf/plan';
import {
  createReportPool,
  reportPoolOptionsFromEnv,
  REPORT_ABANDONED,
  REPORTS_BUSY,
  REPORTS_RETRY_AFTER_S,
} from '@/demo-pages/reference-api/pdf/pool';
import { rupteurVisual } from '@/demo-pages/reference-api/media/pictures';
import { expectOk, startApi } from '@/test/support/reference-api';
import { pdfText } from './thermal-rapport-read';

// The report pool: PDFs and zips drawn off the request's thread, with bounds.

/** A small report using every kind of block. */
function samplePlan(): PlannedReport {
  return new ReportPlan({ title: 'Essai', footer: 'Essai du pool', date: new Date(0) })
    .title('Rapport « pool » – ψ ≤ 0,60')
    .heading('Émissions de CO₂')
    .paragraph('Un paragraphe.')
    .note('Une note.')
    .keyValues([['Ligne', 'Valeur']])
    .stackedBar([
      { label: 'Béton', colour: '#336699', share: 60 },
      { label: 'Acier', colour: '#993333', share: 40 },
    ])
    .image(rupteurVisual(1), { maxHeight: 60 })
    .plan();
}

const zipEntries = [
  { name: 'Fiche – été.pdf', bytes: new Uint8Array([1, 2, 3]), mtime: Date.UTC(2025, 0, 2, 11) },
  { name: 'Notice.pdf', bytes: new Uint8Array([4]), mtime: Date.UTC(2025, 0, 2, 11) },
];

describe('the bounds', () => {
  test('threads run, the queue waits its turn, one more is refused with a French 503 and Retry-After', async () => {
    const pool = createReportPool({ mode: 'inline', threads: 1, queue: 1 });
    const running = pool.zip(zipEntries);
    // A plan given as a function is written when its turn comes, and never for a refused report.
    const waitingPlan = jest.fn(samplePlan);
    const waiting = pool.pdf(waitingPlan);
    const refusedPlan = jest.fn(samplePlan);
    const refusal = pool.pdf(refusedPlan).then(
      () => null,
      (error: unknown) => error,
    );
    expect(waitingPlan).not.toHaveBeenCalled();
    const refused = await refusal;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 503,
      message: REPORTS_BUSY,
      headers: { 'Retry-After': String(REPORTS_RETRY_AFTER_S) },
    });
    expect(refusedPlan).not.toHaveBeenCalled();
    expect(Object.keys(unzipSync(await running))).toEqual(['Fiche – été.pdf', 'Notice.pdf']);
    expect(Buffer.from((await waiting).subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(waitingPlan).toHaveBeenCalledTimes(1);
    // Once they are done, the pool takes reports again.
    await expect(pool.pdf(samplePlan())).resolves.toBeInstanceOf(Uint8Array);
  });

  test('a report whose visitor left before its turn leaves the queue, its plan never written', async () => {
    const pool = createReportPool({ mode: 'inline', threads: 1, queue: 1 });
    const running = pool.zip(zipEntries);
    const visitor = new AbortController();
    const leftPlan = jest.fn(samplePlan);
    const left = pool.pdf(leftPlan, { signal: visitor.signal }).then(
      () => null,
      (error: unknown) => error,
    );
    visitor.abort();
    expect(await left).toMatchObject({ status: 503, message: REPORT_ABANDONED });
    // Its place in the queue is free again.
    const next = pool.pdf(samplePlan());
    await running;
    await expect(next).resolves.toBeInstanceOf(Uint8Array);
    expect(leftPlan).not.toHaveBeenCalled();
    // A signal aborted already is not queued at all.
    await expect(pool.zip(zipEntries, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      message: REPORT_ABANDONED,
    });
  });

  test("the catalogue's documents jump the queue and are never refused", async () => {
    const pool = createReportPool({ mode: 'inline', threads: 1, queue: 1 });
    const order: string[] = [];
    const planOf = (name: string) => () => (order.push(name), samplePlan());
    const running = pool.zip(zipEntries);
    const report = pool.pdf(planOf('report'));
    const document = pool.pdf(planOf('document'), { urgent: true });
    await Promise.all([running, report, document]);
    expect(order).toEqual(['document', 'report']);
  });

  test('a full pool answers a report link with the 503 envelope', async () => {
    const api = await startApi('main');
    api.ctx.reports = createReportPool({ mode: 'inline', threads: 1, queue: 0 });
    // The thread stays taken until the test lets it go: on PostgreSQL, the calls below take long
    // enough for a sample PDF to be drawn meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const busy = api.ctx.reports.pdf(() => held.then(samplePlan));
    const [first] = (await libraryCatalogue(api.ctx)).filters;
    const filterChoices: FilterChoices = { [String(first!.filter.id)]: [first!.values[0]!.id] };
    const { link } = expectOk(await api.call(getLibraryRapportLink, { body: { filterChoices } })).datas;
    const response = await api.raw('GET', link);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(REPORTS_RETRY_AFTER_S));
    expect(await response.json()).toEqual({ success: false, message: REPORTS_BUSY, error: null });
    release();
    await busy;
    expect((await api.raw('GET', link)).status).toBe(200);
  });

  test('the preview reads its bounds from the environment; 0 threads draws inline', () => {
    expect(reportPoolOptionsFromEnv({})).toEqual({ mode: 'workers', threads: 2, queue: 16 });
    expect(reportPoolOptionsFromEnv({ OSSATURE_REPORT_THREADS: '3', OSSATURE_REPORT_QUEUE: '0' })).toEqual({
      mode: 'workers',
      threads: 3,
      queue: 0,
    });
    expect(reportPoolOptionsFromEnv({ OSSATURE_REPORT_THREADS: '0' })).toMatchObject({ mode: 'inline' });
    expect(() => reportPoolOptionsFromEnv({ OSSATURE_REPORT_QUEUE: '-1' })).toThrow('OSSATURE_REPORT_QUEUE');
  });
});

// The one test that starts real worker threads (each loads tsx, pdf-lib and the fonts: a second or
// two). Everything else runs the pool inline, as Jest cannot load TypeScript in a worker itself.
test('worker threads draw the same bytes as the inline mode, PDFs and zips', async () => {
  const workers = createReportPool({ mode: 'workers', threads: 1, queue: 2 });
  const inline = createReportPool({ mode: 'inline', threads: 1, queue: 2 });
  try {
    const [pdf, zip] = await Promise.all([workers.pdf(samplePlan()), workers.zip(zipEntries)]);
    expect(pdf).toEqual(await inline.pdf(samplePlan()));
    expect(zip).toEqual(await inline.zip(zipEntries));
    const [pages] = await pdfText([pdf]);
    expect(pages![0]!.slice(0, 2)).toEqual(['Rapport « pool » – ψ ≤ 0,60', 'Émissions de CO₂']);
  } finally {
    await workers.close();
  }
});
