import type { MainHistory } from '@/src/contracts/history/main';
import { Button } from '@/src/ui/button';
import { RESULT_LINKS } from './links';
import { RESULT_MESSAGES as M } from './messages';

/** The criteria the panel lists: in the thermal view only those of section 'psi' (§2). */
export function shownCriteria(history: MainHistory) {
  return history.dataType === 'rup'
    ? history.filterValues.filter((v) => v.filter_section === 'psi')
    : history.filterValues;
}

/**
 * 'Critères de recherche' in the standard view: the chosen criteria and 'Redéfinir mes
 * critères', which opens the refine panel (thermal) or the questionnaire again (environmental,
 * which has no refine view).
 */
export function Criteria({ history, onRefine }: { history: MainHistory; onRefine: () => void }) {
  const criteria = shownCriteria(history);
  return (
    <section className="oss-tb-card oss-tb-criteria" aria-label={M.criteria}>
      <h3 className="oss-tb-card__title">{M.criteria}</h3>
      {criteria.length === 0 ? (
        <p className="oss-text">{M.noCriteria}</p>
      ) : (
        <ul className="oss-tb-criteria__list">
          {criteria.map((v) => (
            <li key={v.id}>
              <span className="oss-tb-criteria__name">{v.filter_name}</span> {v.value}
              {v.automatic && <span className="oss-tb-auto">{M.automatic}</span>}
            </li>
          ))}
        </ul>
      )}
      {history.dataType === 'rup' ? (
        <Button variant="secondary" onClick={onRefine}>
          {M.redefine}
        </Button>
      ) : (
        <a className="oss-btn oss-btn--secondary" href={RESULT_LINKS.questionnaire}>
          {M.redefine}
        </a>
      )}
    </section>
  );
}
