/** @jest-environment ./test/support/jsdom-environment.cjs */
import { sanitizeHtml } from '@/src/ui/safe-html';

describe('server HTML is sanitized before display (DESIGN.md §7)', () => {
  it.each([
    ['<p>Entrevous <strong>PSE</strong></p>', '<p>Entrevous <strong>PSE</strong></p>'],
    ['<img src=x onerror="alert(1)">Béton', 'Béton'],
    ['<script>alert(1)</script><em>ok</em>', '<em>ok</em>'],
    ['<p style="position:fixed" onclick="x()">texte</p>', '<p>texte</p>'],
    ['<a href="javascript:alert(1)">lien</a>', '<a target="_blank" rel="noopener noreferrer">lien</a>'],
    ['<form><input name="password"></form>Fin', 'Fin'],
  ])('%s → %s', (html, safe) => {
    expect(sanitizeHtml(html)).toBe(safe);
  });

  it('opens kept links in a new tab, without access to the page', () => {
    expect(sanitizeHtml('<a href="https://example.org/avis.pdf" title="Avis">Avis technique</a>')).toBe(
      '<a href="https://example.org/avis.pdf" title="Avis" target="_blank" rel="noopener noreferrer">Avis technique</a>',
    );
  });
});
