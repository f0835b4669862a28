/** What wrapping needs of a font: pdf-lib's PDFFont has it. */
export interface Measure {
  widthOfTextAtSize(text: string, size: number): number;
}

const widths = new WeakMap<Measure, Map<string, number>>();

/**
 * A line's width, remembered per font and size: shaping a line costs fontkit a layout, and a long
 * report (the psi library's thousand rows) measures the same lines again and again.
 */
function widthOf(font: Measure, text: string, size: number): number {
  let known = widths.get(font);
  if (!known) widths.set(font, (known = new Map()));
  const key = `${size}|${text}`;
  let width = known.get(key);
  if (width === undefined) known.set(key, (width = font.widthOfTextAtSize(text, size)));
  return width;
}

/**
 * A line's width as the sum of its words' and spaces' widths: each word is shaped once per
 * report, instead of every longer candidate line being shaped again while wrapping (fontkit's
 * layout took seconds of the server's single thread for the library's thousand rows, stalling
 * every other request meanwhile). Ligatures never cross a space and DejaVu kerns no pair with
 * one, so the sum is the shaped line's width.
 */
function lineWidth(font: Measure, line: string, size: number): number {
  const words = line.split(' ');
  const spaces = words.length - 1;
  return words.reduce(
    (total, word) => total + (word ? widthOf(font, word, size) : 0),
    spaces * widthOf(font, ' ', size),
  );
}

/**
 * Breaks a text into lines no wider than `width` at `size`: between words, each '\n' starting a
 * new line; a word wider than the line on its own (a long URL, an e-mail) is cut between letters.
 */
export function wrapText(text: string, font: Measure, size: number, width: number): string[] {
  const fits = (line: string) => lineWidth(font, line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const joined = line ? `${line} ${word}` : word;
      if (fits(joined)) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (!fits(line) && line.length > 1) {
        const cut = longestFit(line, fits);
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** How many first characters of a word fit on a line (at least one, so that wrapping ends): a binary search. */
function longestFit(word: string, fits: (line: string) => boolean): number {
  const chars = Array.from(word);
  let low = 1;
  let high = chars.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(chars.slice(0, mid).join(''))) low = mid;
    else high = mid - 1;
  }
  return chars.slice(0, low).join('').length;
}
