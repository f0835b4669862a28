import type { SolutionLink } from '@/src/contracts/floor/solution';
import { Button } from '@/src/ui/button';
import { DETAIL_MESSAGES as M } from './detail-messages';
import { Section } from './detail-sections';

/**
 * §2.1 'a documents table (name, size, type, last update) with 'Tout télécharger' when any
 * document is downloadable; and a link to all documents of the system'. A web page has no size.
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
        <div className="oss-floor-table-wrap">
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
                <tr key={link.url}>
                  <th scope="row">
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      download={link.downloadable || undefined}
                    >
                      {link.libelle}
                      <span className="oss-visually-hidden"> {M.newWindow}</span>
                    </a>
                  </th>
                  <td>{link.prettySize ?? '—'}</td>
                  <td>{link.downloadable ? link.linkType.name : M.webPage}</td>
                  <td>{link.prettyDocumentDate ?? '—'}</td>
                </tr>
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
