import type { PDFFont, PDFPage } from 'pdf-lib';
import { CONTENT_WIDTH, FOOTER_BASELINE, MARGIN, RULE, STYLES } from './layout';
import { wrapText } from './wrap';

/** Every page's footer: a rule, the report's own line on the left, 'Page n sur N' on the right. */
export function drawFooters(pages: PDFPage[], font: PDFFont, text: string): void {
  const { size, colour } = STYLES.footer;
  pages.forEach((page, i) => {
    const number = `Page ${i + 1} sur ${pages.length}`;
    const numberWidth = font.widthOfTextAtSize(number, size);
    const left = wrapText(text, font, size, CONTENT_WIDTH - numberWidth - 12)[0] ?? '';
    page.drawLine({
      start: { x: MARGIN, y: FOOTER_BASELINE + 12 },
      end: { x: MARGIN + CONTENT_WIDTH, y: FOOTER_BASELINE + 12 },
      thickness: 0.5,
      color: RULE,
    });
    page.drawText(left, { x: MARGIN, y: FOOTER_BASELINE, size, font, color: colour });
    page.drawText(number, { x: MARGIN + CONTENT_WIDTH - numberWidth, y: FOOTER_BASELINE, size, font, color: colour });
  });
}
