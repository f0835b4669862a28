import type { MainHistory } from '@/src/contracts/history/main';
import type { Fdes } from '@/src/contracts/thermal/env-result';
import { floorOf } from '@/src/contracts/thermal/guard-rail';
import { useSession } from '@/src/session/use-session';
import { formatDateTime } from '@/src/contracts/french-dates';
import { ActionCards } from './action-cards';
import { CompatibleSection } from './compatible-section';
import { Criteria } from './criteria';
import { EnvResult } from './env-result';
import { HistoryBar } from './history-bar';
import { InfoLinks } from './info-links';
import { RESULT_LINKS } from './links';
import { RESULT_MESSAGES as M } from './messages';
import { Product } from './product';
import { ProjectSection } from './project-section';
import { PsiValues } from './psi-values';
import { Recap } from './recap';
import { useResultActions } from './use-result-actions';

export interface ResultViewProps {
  history: MainHistory;
  fdes: Fdes[];
  fromHistory: boolean;
  onRefine: () => void;
  onSaved: (history: MainHistory) => void;
  onDeleted: () => void;
}

/** The environmental system of a history, whichever its data type. */
function envSystemOf(history: MainHistory) {
  return history.envPoutrelle ?? history.envPredalle ?? history.envMur;
}

/**
 * What only the printout shows above the result (a printed result is filed): the tool,
 * the simulation's name and its date. Hidden from screen readers, which have it on the page.
 */
function PrintHead({ history, thermal }: { history: MainHistory; thermal: boolean }) {
  return (
    <header className="oss-tb-print-head" aria-hidden="true">
      <p className="oss-tb-print-head__title">{thermal ? M.printThermal : M.printEnv}</p>
      <p>
        {history.name ?? M.printUnsaved} — {formatDateTime(history.createdAt)}
      </p>
    </header>
  );
}

/**
 * The standard view of a result (§2): the history bar (its owner only), the product and its
 * psi values or the environmental figures, the recap, the criteria, links and action cards.
 */
export function ResultView({ history, fdes, fromHistory, onRefine, onSaved, onDeleted }: ResultViewProps) {
  const userId = useSession((s) => s.user?.id ?? null);
  const owner = userId !== null && history.customer !== null && history.customer.id === userId;
  const actions = useResultActions({ history, fromHistory, onSaved, onDeleted });
  const thermal = history.dataType === 'rup';
  const system = envSystemOf(history);
  const name = thermal ? (history.rupteur?.name ?? '') : (system?.systemName ?? '');
  return (
    <div className="oss-tb-result__view">
      <PrintHead history={history} thermal={thermal} />
      <p className="oss-tb-back">
        <a href={fromHistory ? RESULT_LINKS.history : RESULT_LINKS.questionnaire}>
          {fromHistory ? M.backToHistory : M.backToQuestionnaire}
        </a>
      </p>
      {owner && <HistoryBar history={history} onDelete={actions.askDelete} />}
      <div className="oss-tb-grid">
        <div className="oss-tb-main">
          <p className="oss-tb-kicker">{thermal ? M.thermalTitle : M.envTitle}</p>
          <Product
            name={name}
            imagePath={thermal ? (history.rupteur?.image.url ?? null) : null}
            drawing={thermal ? history.psiValue?.drawing : undefined}
          />
          {thermal ? (
            <PsiValues psi={history.psiValue} floor={floorOf(history.filterValues)} />
          ) : (
            <EnvResult system={system} fdes={fdes} />
          )}
          {/* Keyed by the history, each of its own: another history opens them afresh (closed). */}
          {thermal && history.psiValue && (
            <ProjectSection key={`project-${history.id}`} history={history} onSaved={onSaved} />
          )}
          {thermal && history.rupteur && <InfoLinks rupteur={history.rupteur} psi={history.psiValue} />}
          {thermal && history.rupteur && <CompatibleSection key={`compatible-${history.id}`} history={history} />}
        </div>
        <div className="oss-tb-side">
          <Recap values={history.filterValues} />
          <Criteria history={history} onRefine={onRefine} />
          <nav className="oss-tb-card oss-tb-tools" aria-label={M.infoTitle}>
            <a href={RESULT_LINKS.library}>{M.library}</a>
            <a href={RESULT_LINKS.envData}>{M.envData}</a>
          </nav>
        </div>
      </div>
      <ActionCards onSave={actions.save} onPdf={actions.pdf} onEmail={actions.email} />
    </div>
  );
}
