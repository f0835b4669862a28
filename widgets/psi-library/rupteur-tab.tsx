import { memo, useId } from 'react';
import { CardList } from './card-list';
import type { LibraryAnswer } from './library-calls';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

type LibraryRupteur = LibraryAnswer['rupteurs'][number];

export interface RupteurTabProps {
  rupteur: LibraryRupteur;
  open: boolean;
  onToggle: (id: number) => void;
}

/**
 * A result tab per rupteur (§2): its name, its number of psi values and 'Ouvrir' / 'Fermer'
 * (a disclosure: aria-expanded, aria-controls). A closed tab renders no card; an open one renders
 * them in slices (./card-list).
 */
export const RupteurTab = memo(function RupteurTab({ rupteur, open, onToggle }: RupteurTabProps) {
  const nameId = useId();
  const panelId = useId();
  const values = rupteur.psiValuesAsArray;
  return (
    <li className="oss-lib-tab">
      <div className="oss-lib-tab__head">
        <h3 id={nameId} className="oss-lib-tab__name">
          {rupteur.name}
        </h3>
        <p className="oss-lib-tab__count">{M.psiCount(values.length)}</p>
        <button
          type="button"
          className="oss-btn oss-btn--secondary oss-lib-tab__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? M.close : M.open} ${rupteur.name}`}
          onClick={() => onToggle(rupteur.id)}
        >
          {open ? M.close : M.open}
        </button>
      </div>
      <div id={panelId} className="oss-lib-tab__panel" hidden={!open}>
        {open && <CardList rupteur={rupteur} labelledBy={nameId} />}
      </div>
    </li>
  );
});
