/**
 * A report as plain data: its metadata and its blocks, in order. The PDF modules of the tools
 * write one on the request's thread (cheap: strings and numbers read from the database); the
 * report pool (pool.ts) draws it, which is the slow part (wrapping, shaping, subsetting), in a
 * worker. Everything here survives `structuredClone`: no class, no function, no database.
 */

export interface ReportMeta {
  /** The document's title (shown by viewers in their title bar). */
  title: string;
  author?: string;
  subject?: string;
  /** Left part of every page's footer; the right part is 'Page n sur N'. */
  footer: string;
  /** Creation date written in the file (the API's clock, so that tests are deterministic). */
  date: Date;
  /** Tighter table rows and less room above headings: for a report that keeps to one page. */
  compact?: boolean;
}

export type TextKind = 'title' | 'heading' | 'paragraph' | 'note';

export interface BarPart {
  label: string;
  /** '#rrggbb'. */
  colour: string;
  /** In %, the parts adding up to 100. */
  share: number;
}

/** One bar of a comparison chart: its label and value, its length (% of the width), its parts. */
export interface ChartRow {
  label: string;
  /** In % of the content width. */
  width: number;
  parts: BarPart[];
}

/** A line across the bars at `position` % of the width (e.g. a reference), named under the chart. */
export interface ChartLine {
  label: string;
  position: number;
}

export interface ImageBox {
  maxWidth?: number;
  maxHeight?: number;
}

/** A picture drawn at the right of a key/value table, top-aligned with it. */
export interface Aside {
  png: Uint8Array;
  box: ImageBox;
}

export interface TableOptions {
  /** A picture at the table's right, top-aligned with it. */
  aside?: Aside;
  /** The label column's share of the content width (layout.ts LABEL_SHARE unless given). */
  labelShare?: number;
}

export type ReportBlock =
  | { kind: TextKind; text: string }
  | ({ kind: 'keyValues'; rows: [label: string, value: string][] } & TableOptions)
  | { kind: 'stackedBar'; parts: BarPart[] }
  | { kind: 'barChart'; rows: ChartRow[]; line: ChartLine | null }
  | { kind: 'image'; png: Uint8Array; box: ImageBox };

/** What the pool is given to draw a PDF. */
export interface PlannedReport {
  meta: ReportMeta;
  blocks: ReportBlock[];
}

/**
 * Writes a report's plan with the calls `PdfReport` draws (title, heading, paragraph, note,
 * keyValues, stackedBar, barChart, image), chainable as before; `plan()` hands it over. The layout rules
 * (a heading never ends a page, a row is never split) are `PdfReport`'s, applied when drawn.
 */
export class ReportPlan {
  private readonly blocks: ReportBlock[] = [];

  constructor(private readonly meta: ReportMeta) {}

  title(text: string): this {
    return this.push({ kind: 'title', text });
  }

  heading(text: string): this {
    return this.push({ kind: 'heading', text });
  }

  paragraph(text: string): this {
    return this.push({ kind: 'paragraph', text });
  }

  note(text: string): this {
    return this.push({ kind: 'note', text });
  }

  /** Two columns, label (bold) and value, a rule under each row; options: a picture at their right, the label's share. */
  keyValues(rows: [label: string, value: string][], options: TableOptions = {}): this {
    return this.push({ kind: 'keyValues', rows, ...options });
  }

  /** A bar of coloured parts across the content width, then one legend line per part. */
  stackedBar(parts: BarPart[]): this {
    return this.push({ kind: 'stackedBar', parts });
  }

  /** Bars to one scale, one per row under its label, with an optional line across them. */
  barChart(rows: ChartRow[], line: ChartLine | null = null): this {
    return this.push({ kind: 'barChart', rows, line });
  }

  /** A PNG scaled down (never up) to fit the box, left-aligned. */
  image(png: Uint8Array, box: ImageBox = {}): this {
    return this.push({ kind: 'image', png, box });
  }

  plan(): PlannedReport {
    return { meta: this.meta, blocks: this.blocks };
  }

  private push(block: ReportBlock): this {
    this.blocks.push(block);
    return this;
  }
}
