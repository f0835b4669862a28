import { PageSizes, rgb, type RGB } from 'pdf-lib';

/** Page geometry and type scale of the reports, in PDF points (1/72 in). */

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
/** 2 cm on every side; the footer sits inside the bottom margin. */
export const MARGIN = 56.7;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Lowest baseline content may use: leaves room for the footer. */
export const CONTENT_BOTTOM = MARGIN + 14;
export const FOOTER_BASELINE = MARGIN - 22;

export interface TextStyle {
  size: number;
  bold: boolean;
  colour: RGB;
  /** Baseline to baseline. */
  leading: number;
  /** Room left above the block. */
  before: number;
}

export const INK = rgb(0.12, 0.16, 0.2);
export const MUTED = rgb(0.38, 0.43, 0.49);
export const ACCENT = rgb(0.67, 0.11, 0.14);
export const RULE = rgb(0.8, 0.82, 0.85);

export const STYLES = {
  title: { size: 20, bold: true, colour: INK, leading: 25, before: 0 },
  heading: { size: 13, bold: true, colour: ACCENT, leading: 17, before: 16 },
  body: { size: 10.5, bold: false, colour: INK, leading: 14, before: 6 },
  note: { size: 9, bold: false, colour: MUTED, leading: 12, before: 4 },
  footer: { size: 8, bold: false, colour: MUTED, leading: 10, before: 0 },
} satisfies Record<string, TextStyle>;

/** Key/value tables: the label column's share of the width, padding inside a row. */
export const LABEL_SHARE = 0.42;
export const CELL_PADDING = 4;
