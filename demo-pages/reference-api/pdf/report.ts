import { setImmediate } from 'node:timers';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fontFiles, sharedFontkit } from './fonts';
import {
  CELL_PADDING,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  LABEL_SHARE,
  MARGIN,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  RULE,
  STYLES,
  type TextStyle,
} from './layout';
import { drawFooters } from './footer';
import type { Aside, ChartLine, ChartRow, PlannedReport, ReportMeta } from './plan';
import { wrapText } from './wrap';

export type { ReportMeta };

/** A compact report's row padding and room above a heading (ReportMeta.compact). */
const COMPACT_CELL_PADDING = 2;
const COMPACT_HEADING_BEFORE = 12;
/** Between a table and the picture at its right. */
const ASIDE_GAP = 12;

interface MeasuredRow {
  labels: string[];
  values: string[];
  labelWidth: number;
  height: number;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * A report written top to bottom on A4 pages: each block asks for the room it needs and a new page
 * starts when the current one runs out. Blocks: title, heading, paragraph, key/value table, PNG
 * image. `save()` numbers the pages in their footers. Shared by the main site's simulation
 * report and the floor and carbon recaps.
 */
export class PdfReport {
  private page!: PDFPage;
  /** Baseline of the next line's top: content goes down from here. */
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly meta: ReportMeta,
  ) {
    this.newPage();
  }

  static async create(meta: ReportMeta): Promise<PdfReport> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(sharedFontkit);
    const files = fontFiles();
    const fonts = {
      regular: await doc.embedFont(files.regular, { subset: true }),
      bold: await doc.embedFont(files.bold, { subset: true }),
    };
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setLanguage('fr-FR');
    if (meta.author) doc.setAuthor(meta.author);
    if (meta.subject) doc.setSubject(meta.subject);
    doc.setCreator('Ossature — API de référence');
    doc.setProducer('pdf-lib');
    doc.setCreationDate(meta.date);
    doc.setModificationDate(meta.date);
    return new PdfReport(doc, fonts, meta);
  }

  title(text: string): this {
    return this.text(text, STYLES.title);
  }

  heading(text: string): this {
    const style = this.meta.compact ? { ...STYLES.heading, before: COMPACT_HEADING_BEFORE } : STYLES.heading;
    // A heading never ends a page: keep room for itself and two lines after it.
    this.ensure(style.before + style.leading + 2 * STYLES.body.leading);
    return this.text(text, style);
  }

  paragraph(text: string, style: TextStyle = STYLES.body): this {
    return this.text(text, style);
  }

  note(text: string): this {
    return this.text(text, STYLES.note);
  }

  /** Wrapped lines; a paragraph longer than the page's rest continues on the next page. */
  private text(text: string, style: TextStyle): this {
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    this.y -= style.before;
    for (const line of wrapText(text, font, style.size, CONTENT_WIDTH)) {
      this.ensure(style.leading);
      this.y -= style.leading;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y + (style.leading - style.size) / 2,
        size: style.size,
        font,
        color: style.colour,
      });
    }
    return this;
  }

  /**
   * Two columns, label (bold) and value, a rule under each row; a row is never split across pages.
   * `labelShare`: the label column's share of the content width.
   */
  keyValues(rows: [label: string, value: string][], labelShare = LABEL_SHARE): this {
    this.y -= STYLES.body.before;
    for (const row of this.measure(rows, CONTENT_WIDTH, labelShare)) this.row(row, CONTENT_WIDTH);
    return this;
  }

  /**
   * A key/value table with a picture at its right (scaled down to its box), top-aligned with it:
   * the table narrows to leave it room; both stay on one page, and what follows starts below
   * whichever of the two ends lower.
   */
  async keyValuesBeside(
    rows: [label: string, value: string][],
    { png, box }: Aside,
    labelShare = LABEL_SHARE,
  ): Promise<this> {
    const { image, width, height } = await this.embedScaled(png, {
      ...box,
      maxWidth: box.maxWidth ?? CONTENT_WIDTH / 3,
    });
    const tableWidth = CONTENT_WIDTH - width - ASIDE_GAP;
    const measured = this.measure(rows, tableWidth, labelShare);
    const tableHeight = measured.reduce((sum, row) => sum + row.height, 0);
    this.y -= STYLES.body.before;
    this.ensure(Math.max(height, tableHeight));
    const top = this.y;
    this.page.drawImage(image, { x: MARGIN + CONTENT_WIDTH - width, y: top - height, width, height });
    for (const row of measured) this.row(row, tableWidth);
    this.y = Math.min(this.y, top - height);
    return this;
  }

  private get padding(): number {
    return this.meta.compact ? COMPACT_CELL_PADDING : CELL_PADDING;
  }

  /** Each row's wrapped label and value in a table `width` wide, and its height. */
  private measure(rows: [label: string, value: string][], width: number, labelShare: number): MeasuredRow[] {
    const { size, leading } = STYLES.body;
    const labelWidth = CONTENT_WIDTH * labelShare;
    return rows.map(([label, value]) => {
      const labels = wrapText(label, this.fonts.bold, size, labelWidth - CELL_PADDING);
      const values = wrapText(value, this.fonts.regular, size, width - labelWidth - CELL_PADDING);
      const height = Math.max(labels.length, values.length) * leading + 2 * this.padding;
      return { labels, values, labelWidth, height };
    });
  }

  private row({ labels, values, labelWidth, height }: MeasuredRow, width: number): void {
    const style = STYLES.body;
    this.ensure(height);
    const top = this.y - this.padding;
    this.lines(labels, MARGIN, top, this.fonts.bold, style);
    this.lines(values, MARGIN + labelWidth + CELL_PADDING, top, this.fonts.regular, style);
    this.y -= height;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + width, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }

  private lines(lines: string[], x: number, top: number, font: PDFFont, style: TextStyle): void {
    lines.forEach((line, i) => {
      const y = top - (i + 1) * style.leading + (style.leading - style.size) / 2;
      this.page.drawText(line, { x, y, size: style.size, font, color: style.colour });
    });
  }

  /**
   * A bar of coloured parts across the content width (shares in %, adding up to 100), then one
   * legend line per part: a square of its colour, its label and share. Colours are '#rrggbb'.
   */
  stackedBar(parts: { label: string; colour: string; share: number }[]): this {
    const style = STYLES.body;
    const hex = (c: string) =>
      rgb(...([1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16) / 255) as [number, number, number]));
    this.y -= style.before;
    this.ensure(16 + parts.length * style.leading);
    this.y -= 14;
    let x = MARGIN;
    for (const part of parts) {
      const width = (CONTENT_WIDTH * part.share) / 100;
      this.page.drawRectangle({ x, y: this.y, width, height: 14, color: hex(part.colour) });
      x += width;
    }
    this.y -= 4;
    for (const part of parts) {
      this.y -= style.leading;
      this.page.drawRectangle({ x: MARGIN, y: this.y + 2, width: 8, height: 8, color: hex(part.colour) });
      const text = `${part.label} – ${part.share} %`;
      this.page.drawText(text, {
        x: MARGIN + 14,
        y: this.y + 2,
        size: style.size,
        font: this.fonts.regular,
        color: style.colour,
      });
    }
    return this;
  }

  /**
   * Bars to one scale (a comparison chart): each row's label, then its bar of coloured parts,
   * `width` % of the content width long; the line (a reference) crosses every bar as a dark
   * tick, and its label follows the chart. A row is never split across pages.
   */
  barChart(rows: ChartRow[], line: ChartLine | null): this {
    const style = STYLES.body;
    const hex = (c: string) =>
      rgb(...([1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16) / 255) as [number, number, number]));
    this.y -= style.before;
    for (const row of rows) {
      this.ensure(style.leading + 16);
      this.y -= style.leading;
      this.page.drawText(row.label, {
        x: MARGIN,
        y: this.y,
        size: style.size,
        font: this.fonts.regular,
        color: style.colour,
      });
      this.y -= 14;
      const length = (CONTENT_WIDTH * Math.min(100, Math.max(0, row.width))) / 100;
      let x = MARGIN;
      for (const part of row.parts) {
        const width = (length * part.share) / 100;
        this.page.drawRectangle({ x, y: this.y, width, height: 10, color: hex(part.colour) });
        x += width;
      }
      if (line) {
        const at = MARGIN + (CONTENT_WIDTH * Math.min(100, Math.max(0, line.position))) / 100;
        this.page.drawLine({ start: { x: at, y: this.y - 2 }, end: { x: at, y: this.y + 12 }, thickness: 1.5 });
      }
    }
    if (line) this.paragraph(`Trait vertical : ${line.label}`, STYLES.note);
    return this;
  }

  /** A PNG scaled down (never up) to fit the box, left-aligned. */
  async image(png: Uint8Array, box: { maxWidth?: number; maxHeight?: number } = {}): Promise<this> {
    const { image, width, height } = await this.embedScaled(png, box);
    this.y -= STYLES.body.before;
    this.ensure(height);
    this.y -= height;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width, height });
    return this;
  }

  /** A picture embedded and its size, scaled down (never up) to fit `box`: the content width and 240 points unless given. */
  private async embedScaled(png: Uint8Array, box: { maxWidth?: number; maxHeight?: number }) {
    // A copy in this realm's Uint8Array: pdf-lib checks `instanceof Uint8Array`, which a Buffer
    // from node:zlib fails under Jest's jsdom environment (another realm).
    const image = await this.doc.embedPng(new Uint8Array(png));
    const scale = Math.min(1, (box.maxWidth ?? CONTENT_WIDTH) / image.width, (box.maxHeight ?? 240) / image.height);
    return { image, width: image.width * scale, height: image.height * scale };
  }

  /** Starts a new page unless `height` points are left above the footer. */
  ensure(height: number): void {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Numbers the pages and writes the file. */
  async save(): Promise<Uint8Array> {
    drawFooters(this.doc.getPages(), this.fonts.regular, this.meta.footer);
    return this.doc.save();
  }
}

/**
 * Draws a report written as a plan (plan.ts): what the report pool's workers run. After each
 * table it lets the thread's other work in (a macrotask turn): nothing waits for that in a
 * worker, and drawn inline (pool.ts's 'inline' mode) the other requests are answered between two
 * tables, as the library's report did before the pool, rather than after the whole report.
 * Node's own `setImmediate` (node:timers): jsdom has none, and Jest's fake timers replace the
 * global one only.
 */
export async function drawReport({ meta, blocks }: PlannedReport): Promise<Uint8Array> {
  const report = await PdfReport.create(meta);
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
      case 'heading':
      case 'paragraph':
      case 'note':
        report[block.kind](block.text);
        break;
      case 'keyValues':
        if (block.aside) await report.keyValuesBeside(block.rows, block.aside, block.labelShare);
        else report.keyValues(block.rows, block.labelShare);
        await new Promise((resolve) => setImmediate(resolve));
        break;
      case 'stackedBar':
        report.stackedBar(block.parts);
        break;
      case 'barChart':
        report.barChart(block.rows, block.line);
        break;
      case 'image':
        await report.image(block.png, block.box);
        break;
    }
  }
  return report.save();
}
