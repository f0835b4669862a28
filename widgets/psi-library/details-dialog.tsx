import { useState } from 'react';
import { apiHref } from '@/src/api/api-href';
import { formatFigure } from '@/features/psi-values/format';
import { PSI_FIGURES } from '@/features/psi-values/psi-figures';
import { useRuntime } from '@/src/runtime/runtime-context';
import { Button } from '@/src/ui/button';
import { PopoverDialog } from '@/src/ui/popover-dialog';
import type { Catalogue } from './catalogue';
import { configurationOf, valueIdsOf } from './configuration';
import type { LibraryAnswer } from './library-calls';
import type { Shown } from './library-context';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="oss-visually-hidden">{M.newWindow}</span>
    </a>
  );
}

export interface DetailsDialogProps {
  shown: Shown;
  catalogue: Catalogue;
  answer: LibraryAnswer;
  onClose: () => void;
}

/**
 * 'Plus de détails' of a psi card (§2): the junction's drawing, every filter of its
 * configuration, the five psi values (RT and RNT are only here), the configuration's page on the
 * maker's site and the product sheet, each in a new window. Not a modal to the browser
 * (PopoverDialog): a modal makes the page inert, and restyling a thousand cards made its
 * opening the library's slowest interaction (docs/performance.md, `bench:library`).
 */
export function DetailsDialog({ shown, catalogue, answer, onClose }: DetailsDialogProps) {
  const { config } = useRuntime();
  const [broken, setBroken] = useState(false);
  const { psi, rupteur } = shown;
  const configuration = configurationOf(catalogue, valueIdsOf(answer, psi.id));
  return (
    <PopoverDialog title={rupteur.name} onClose={onClose}>
      <div className="oss-lib-details">
        {psi.image.url && !broken && (
          <img
            className="oss-lib-details__image"
            src={apiHref(config.apiBase, psi.image.url)}
            alt={M.imageOf(rupteur.name)}
            onError={() => setBroken(true)}
          />
        )}
        <h3 className="oss-lib-details__title">{M.configuration}</h3>
        <dl className="oss-lib-details__list">
          {configuration.map((entry) => (
            <div key={entry.filterId}>
              <dt>{entry.filter}</dt>
              <dd>{entry.value}</dd>
            </div>
          ))}
        </dl>
        <dl className="oss-lib-details__list oss-lib-details__figures">
          {PSI_FIGURES.map(({ key, label }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                {formatFigure(psi[key])} {M.unit}
              </dd>
            </div>
          ))}
        </dl>
        <ul className="oss-lib-details__links">
          {psi.urlRefSite && (
            <li>
              <External href={psi.urlRefSite}>{M.refSite}</External>
            </li>
          )}
          {rupteur.urlProduct && (
            <li>
              <External href={rupteur.urlProduct}>{M.productSheet}</External>
            </li>
          )}
        </ul>
      </div>
      <div className="oss-actions">
        <Button variant="secondary" onClick={onClose} autoFocus>
          {M.close}
        </Button>
      </div>
    </PopoverDialog>
  );
}
