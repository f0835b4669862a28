import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFDocument } from 'pdf-lib';

/**
 * The reports' typeface: DejaVu Sans from npm (`dejavu-fonts-ttf`), because a fresh CI machine
 * has no system font and the 14 standard PDF fonts (WinAnsi) cannot draw 'ψ', '≤', 'CO₂' or 'œ'.
 * The files (about 1.4 MB) are read once per process; each document embeds only the subset of
 * glyphs it draws.
 */
export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

let cached: FontFiles | null = null;

export function fontFiles(): FontFiles {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    cached = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  }
  return cached;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

type Font = ReturnType<Fontkit['create']>;

const parsed = new WeakMap<Uint8Array, Font>();

/**
 * fontkit, with each font file parsed once per process instead of once per document: its tables
 * and glyph layouts stay cached on the parsed font, which makes a report 3 to 5 times faster.
 * Each document still takes its own subset, synchronously.
 */
export const sharedFontkit: Fontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    if (postscriptName !== undefined) return fontkit.create(bytes, postscriptName);
    let font = parsed.get(bytes);
    if (!font) parsed.set(bytes, (font = withLayouts(withCodePoints(fontkit.create(bytes)))));
    return font;
  },
};

/**
 * fontkit keeps the first glyph object made for an id, with the characters it was made for. A
 * subset that writes 'É' makes the glyph of 'E' (one of its components) with none, and pdf-lib
 * writes the text layer (ToUnicode) from them: a later document would lose its 'E' when copied
 * or searched. A glyph asked for again with its characters gets them back.
 */
function withCodePoints(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

/**
 * How many shaped texts a font keeps: a report's words, labels and figures, the psi library's
 * thousand rows included, fit in it, in about 10 MB at most (2.4 KB for a 27-character line).
 */
const LAYOUTS_KEPT = 5_000;

/**
 * fontkit shapes a text (its OpenType substitutions and positions) each time pdf-lib draws or
 * measures it, and every report draws the same words, labels and figures: each text is shaped
 * once per process. pdf-lib only reads a layout's glyphs, which fontkit itself shares by id.
 * (Shaping took 6 of the 10 s that the report tests spent in fontkit.)
 */
function withLayouts(font: Font): Font {
  const layout = font.layout.bind(font);
  const shaped = new Map<string, ReturnType<Font['layout']>>();
  font.layout = (text: string, features?: Parameters<Font['layout']>[1]) => {
    const key = `${JSON.stringify(features ?? null)}|${text}`;
    let run = shaped.get(key);
    if (!run) {
      if (shaped.size >= LAYOUTS_KEPT) shaped.clear();
      shaped.set(key, (run = layout(text, features)));
    }
    return run;
  };
  return font;
}
