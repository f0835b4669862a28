import { useMemo, useState } from 'react';
import type { CarbonCluster } from '@/src/contracts/carbon/tunnel';
import { ViewHeading } from '@/src/ui/view-heading';
import { ComparisonChart } from './comparison-chart';
import { ScopeNote } from './module-breakdown';
import { HISTORY_PATH, NoResults, ResultsActions, ResultsToolbar, type ResultsDisplay } from './results-controls';
import { RESULTS_MESSAGES as M } from './results-messages';
import { SimulationCard } from './simulation-card';
import { simulationNumbers, simulationTitle } from './simulation-title';
import { lowestFootprint, sortSimulations, type SortOrder } from './sort';

export interface ResultsViewProps {
  cluster: CarbonCluster;
  sort: SortOrder;
  onSort(sort: SortOrder): void;
  loggedIn: boolean;
  /** opened with ?history=: a link back to the personal-space history is shown */
  fromHistory: boolean;
  /** a download or save is on its way: its button is busy and ignores clicks */
  busy: 'export' | 'save' | null;
  /** export everything as PDF */
  onExport(): void;
  /** add a new simulation (to this cluster) */
  onAdd(): void;
  /** start a new project (the island opens the exit confirmation) */
  onNewProject(): void;
  /** 'Sauvegarder ma simulation': rendered only when logged out (§2.2, §6) */
  onSave(): void;
  /** rendered only when logged in (a delete needs a login) */
  onDelete(simulationId: number): void;
  onDeleteCluster(): void;
  /** the no-result state's restart button */
  onRestart(): void;
}

/**
 * Step 3 of the carbon tunnel (floor-and-carbon-tools §2.2 'Results screen', §4.2, §6): headed
 * 'Résultats / Simulations d'empreinte carbone', the project, the sort by thickness, the cards or
 * the comparison chart, and the actions. Presentational: the island owns the cluster, the sort,
 * the login and the calls.
 */
export function ResultsView(props: ResultsViewProps) {
  const { cluster, fromHistory } = props;
  return (
    <div className="oss-carbon-results">
      {fromHistory && (
        <a className="oss-carbon-results__link" href={HISTORY_PATH}>
          {M.historyBack}
        </a>
      )}
      <div className="oss-carbon-results__head">
        <p className="oss-carbon-results__overline">{M.overline}</p>
        <ViewHeading className="oss-carbon-results__title">{M.title}</ViewHeading>
        <p className="oss-carbon-results__project">
          <span className="oss-visually-hidden">{M.projectLabel} : </span>
          {M.project(cluster.name, cluster.zip)}
        </p>
      </div>
      {cluster.simulations.length === 0 ? <NoResults onRestart={props.onRestart} /> : <Simulations {...props} />}
    </div>
  );
}

function Simulations(props: ResultsViewProps) {
  const { cluster, sort, loggedIn } = props;
  const [display, setDisplay] = useState<ResultsDisplay>('cards');
  const { numbers, titles, lowest } = useMemo(() => describeCluster(cluster), [cluster]);
  const sorted = sortSimulations(cluster.simulations, sort);
  return (
    <>
      <p className="oss-carbon-results__count" role="status">
        {M.count(sorted.length)}
      </p>
      {loggedIn && cluster.saved && !props.fromHistory && (
        <p className="oss-carbon-results__saved">
          {M.savedNote}{' '}
          <a className="oss-carbon-results__link" href={HISTORY_PATH}>
            {M.historyLink}
          </a>
        </p>
      )}
      <ResultsToolbar sort={sort} onSort={props.onSort} display={display} onDisplay={setDisplay} />
      {display === 'cards' ? (
        <ul className="oss-carbon-results__cards">
          {sorted.map((simulation) => (
            <li key={simulation.id}>
              <SimulationCard
                simulation={simulation}
                number={numbers.get(simulation.id)!}
                title={titles.get(simulation.id)!}
                lowest={simulation.carbonFootprint === lowest}
                loggedIn={loggedIn}
                onDelete={props.onDelete}
              />
            </li>
          ))}
        </ul>
      ) : (
        <ComparisonChart {...{ numbers, titles, lowest, sort }} simulations={sorted} reference={cluster.reference} />
      )}
      <ScopeNote referenceBasis={cluster.referenceBasis} />
      <ResultsActions {...props} />
    </>
  );
}

/** Numbers and titles by id, and the lowest footprint to mark (only among two or more). */
function describeCluster(cluster: CarbonCluster) {
  const numbers = simulationNumbers(cluster.simulations);
  const titles = new Map(cluster.simulations.map((s) => [s.id, simulationTitle(s, numbers.get(s.id)!)]));
  const lowest = cluster.simulations.length > 1 ? lowestFootprint(cluster.simulations) : null;
  return { numbers, titles, lowest };
}
