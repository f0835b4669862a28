import { useId } from 'react';
import type { CarbonCluster } from '@/src/contracts/carbon/tunnel';
import { Button } from '@/src/ui/button';
import { RESULTS_MESSAGES as M } from './results-messages';
import type { SortOrder } from './sort';

export type ResultsDisplay = 'cards' | 'chart';

export const HISTORY_PATH = '/espace-personnel/#/historique';

/** The sort menu (thickness ascending by default, §9; or by footprint) and the switch between cards and chart. */
export function ResultsToolbar(props: {
  sort: SortOrder;
  onSort(sort: SortOrder): void;
  display: ResultsDisplay;
  onDisplay(display: ResultsDisplay): void;
}) {
  const sortId = useId();
  return (
    <div className="oss-carbon-results__toolbar">
      <label className="oss-carbon-results__sort" htmlFor={sortId}>
        {M.sortLabel}
        <select id={sortId} value={props.sort} onChange={(event) => props.onSort(event.target.value as SortOrder)}>
          <option value="footprint-asc">{M.sortFootprintAsc}</option>
          <option value="footprint-desc">{M.sortFootprintDesc}</option>
          <option value="asc">{M.sortAsc}</option>
          <option value="desc">{M.sortDesc}</option>
        </select>
      </label>
      <div className="oss-carbon-results__switch" role="group" aria-label={M.display}>
        {(['cards', 'chart'] as const).map((display) => (
          <button
            key={display}
            type="button"
            className="oss-carbon-results__toggle"
            aria-pressed={props.display === display}
            onClick={() => props.onDisplay(display)}
          >
            {display === 'cards' ? M.cards : M.chart}
          </button>
        ))}
      </div>
    </div>
  );
}

export interface ResultsActionsProps {
  /** for the CSV, built in the browser from what is shown */
  cluster: CarbonCluster;
  loggedIn: boolean;
  busy: 'export' | 'save' | null;
  onExport(): void;
  onAdd(): void;
  onNewProject(): void;
  onSave(): void;
  onDeleteCluster(): void;
}

/**
 * §2.2's buttons: export everything as PDF (and, beyond the spec, as CSV by module), add a simulation, a new project, and 'Sauvegarder ma
 * simulation' only when logged out (§6); logged in, the project's delete instead.
 */
export function ResultsActions(props: ResultsActionsProps) {
  const { loggedIn, busy } = props;
  return (
    <div className="oss-carbon-results__actions">
      <Button busy={busy === 'export'} busyLabel={M.exporting} onClick={props.onExport}>
        {M.export}
      </Button>
      <Button
        variant="secondary"
        onClick={() => void import('./csv').then((csv) => csv.downloadCarbonCsv(props.cluster))}
      >
        {M.exportCsv}
      </Button>
      <Button variant="secondary" onClick={props.onAdd}>
        {M.add}
      </Button>
      <Button variant="secondary" onClick={props.onNewProject}>
        {M.newProject}
      </Button>
      {loggedIn ? (
        <Button variant="link" className="oss-carbon-results__delete" onClick={props.onDeleteCluster}>
          {M.deleteCluster}
        </Button>
      ) : (
        <Button variant="secondary" busy={busy === 'save'} busyLabel={M.saving} onClick={props.onSave}>
          {M.save}
        </Button>
      )}
    </div>
  );
}

/** With no simulation (§2.2, §8 'Empty results'): 'Aucun résultat trouvé', why, and a restart. */
export function NoResults({ onRestart }: { onRestart(): void }) {
  const titleId = useId();
  return (
    <section className="oss-carbon-results__empty" aria-labelledby={titleId}>
      <h3 id={titleId} className="oss-carbon-results__empty-title">
        {M.noResult}
      </h3>
      <p>{M.noResultText}</p>
      <div className="oss-carbon-results__actions">
        <Button onClick={onRestart}>{M.restart}</Button>
      </div>
    </section>
  );
}
