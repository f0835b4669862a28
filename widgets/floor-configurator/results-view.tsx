import { useId } from 'react';
import type { FloorResult } from '@/src/contracts/floor/simulator';
import type { FloorSolution } from '@/src/contracts/floor/solution';
import { Button } from '@/src/ui/button';
import { ViewHeading } from '@/src/ui/view-heading';
import { FLOOR_MESSAGES as M } from './messages';
import { HISTORY_PATH, sortByThickness, type SortOrder } from './navigation';

export interface ResultsViewProps {
  result: FloorResult;
  sort: SortOrder;
  onSort(sort: SortOrder): void;
  onOpen(slug: string): void;
  onModify(): void;
  onContact(): void;
  /** Opened from the personal history (`?history=`): the way back to its list, as the carbon tool has. */
  fromHistory?: boolean;
}

/**
 * Step 3 'Résultats' (floor-and-carbon-tools §2.1): the count, the sort menu (thickness ascending
 * by default, §9) and one card per solution with its packshot, name, thickness and 'Voir le
 * détail'. The list is re-sorted on the client (§4.1).
 */
export function ResultsView({ result, sort, onSort, onOpen, onModify, onContact, fromHistory }: ResultsViewProps) {
  const sortId = useId();
  const solutions = sortByThickness(result.solutions, sort);
  return (
    <div className="oss-floor-results">
      {fromHistory && (
        <a className="oss-floor__link" href={HISTORY_PATH}>
          {M.historyBack}
        </a>
      )}
      <ViewHeading className="oss-floor__heading">{M.results}</ViewHeading>
      <div className="oss-floor-results__bar">
        <p className="oss-floor-results__count" role="status">
          {M.count(solutions.length)}
        </p>
        <label className="oss-floor-results__sort" htmlFor={sortId}>
          {M.sortLabel}
          <select id={sortId} value={sort} onChange={(event) => onSort(event.target.value as SortOrder)}>
            <option value="asc">{M.sortAsc}</option>
            <option value="desc">{M.sortDesc}</option>
          </select>
        </label>
      </div>
      <ul className="oss-floor-results__list">
        {solutions.map((solution) => (
          <li key={solution.slug}>
            <SolutionCard solution={solution} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <div className="oss-floor__actions">
        <Button variant="secondary" onClick={onModify}>
          {M.modifyConfiguration}
        </Button>
        <Button variant="link" onClick={onContact}>
          {M.contactOffice}
        </Button>
      </div>
    </div>
  );
}

function SolutionCard({ solution, onOpen }: { solution: FloorSolution; onOpen(slug: string): void }) {
  const titleId = useId();
  return (
    <article className="oss-floor-card" aria-labelledby={titleId}>
      <img
        className="oss-floor-card__packshot"
        src={solution.packshot.url}
        alt={solution.packshot.libelle}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <h3 id={titleId} className="oss-floor-card__title">
        {solution.libelle}
      </h3>
      <p className="oss-floor-card__thickness">
        {M.thickness} : {solution.thicknessWithUnit}
      </p>
      <Button className="oss-floor-card__open" onClick={() => onOpen(solution.slug)} aria-describedby={titleId}>
        {M.seeDetail}
      </Button>
    </article>
  );
}
