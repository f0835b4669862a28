import type { SolutionLink } from '@/src/contracts/floor/solution';
import { Button } from '@/src/ui/button';
import { DETAIL_MESSAGES as M } from './detail-messages';
import { Section } from './detail-sections';

/**
 * §2.1 'a documents table (name, size, type, last update) with 'Tout télécharger' when any
 * document is downloadable; and a link to all documents of the system'. A web page has no size.
 * Narrower than 600 px (a phone: the table was 568 px wide in a 390 px screen), each document is a
 * card with its column names, never a table to scroll sideways (beyond the spec).
 */
export function DocumentsTable({
  links,
  allDocumentsUrl,
  onDownloadAll,
}: {
  links: readonly SolutionLink[];
  allDocumentsUrl: string;
  onDownloadAll: (() => void) | null;
}) {
  return (
    <Section title={M.documents}>
      {links.length > 0 && (
        <div className="oss-floor-table-wrap oss-floor-documents-box">
          <table className="oss-floor-table oss-floor-documents">
            <thead>
              <tr>
                <th scope="col">{M.documentName}</th>
                <th scope="col">{M.documentSize}</th>
                <th scope="col">{M.documentType}</th>
                <th scope="col">{M.documentDate}</th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <DocumentRow key={link.url} link={link} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="oss-floor__actions">
        {onDownloadAll && <Button onClick={onDownloadAll}>{M.downloadAll}</Button>}
        <a className="oss-floor__link" href={allDocumentsUrl} target="_blank" rel="noopener noreferrer">
          {M.allDocuments}
          <span className="oss-visually-hidden"> {M.newWindow}</span>
        </a>
      </div>
    </Section>
  );
}

/**
 * A cell with its column's name, shown only on a card (the header row is hidden then) and read
 * then too: a browser may no longer read a table whose rows are blocks as a table.
 */
function Cell({ label, children }: { label: string; children: string }) {
  return (
    <td>
      <span className="oss-floor-documents__label">{label} : </span>
      {children}
    </td>
  );
}

function DocumentRow({ link }: { link: SolutionLink }) {
  return (
    <tr>
      <th scope="row">
        <a href={link.url} target="_blank" rel="noopener noreferrer" download={link.downloadable || undefined}>
          {link.libelle}
          <span className="oss-visually-hidden"> {M.newWindow}</span>
        </a>
      </th>
      <Cell label={M.documentSize}>{link.prettySize ?? '—'}</Cell>
      <Cell label={M.documentType}>{link.downloadable ? link.linkType.name : M.webPage}</Cell>
      <Cell label={M.documentDate}>{link.prettyDocumentDate ?? '—'}</Cell>
    </tr>
  );
}
