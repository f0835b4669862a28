import { escapeAttr, escapeHtml } from '@/demo-pages/pages/escape';
import { urlTable } from './url-table';

/** What `http://localhost:PORT/` shows: the map of the preview. */
export function indexPage(port: number): string {
  const rows = urlTable(port)
    .map(
      (r) => `<tr><td>${escapeHtml(r.what)}</td><td><a href="${escapeAttr(r.url)}">${escapeHtml(r.url)}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Aperçu Ossature</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem}td{padding:.3rem .8rem;border-bottom:1px solid #ddd}</style>
</head><body><h1>Aperçu Ossature</h1><p>Chaque site est servi sur son propre nom d'hôte.</p><table>${rows}</table></body></html>`;
}
