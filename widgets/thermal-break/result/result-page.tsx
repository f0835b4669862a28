import { useCallback } from 'react';
import { Skeleton } from '@/src/ui/spinner';
import { adoptStylesheet } from '@/src/ui/styles/adopt-stylesheet';
import { ViewFocusScope } from '@/src/ui/view-heading';
import type { ResultPageProps } from '../routes';
import { RESULT_LINKS } from './links';
import { RESULT_MESSAGES as M } from './messages';
import { RESULT_CSS } from './result.css';
import { RefineView } from './refine-view';
import { ResultView } from './result-view';
import { useFadeSwitch } from './use-fade';
import { useResult } from './use-result';

/**
 * The result route of the thermal-break island, `#/{historyId}/{rupteurName}` (thermal-break-tool
 * §2, §4): loading, then the standard view or the refine panel; an unknown or foreign history
 * says so with a link back to the questionnaire. Its own chunk, with its own stylesheet.
 */
export default function ResultPage({ historyId, fromHistory, seed }: ResultPageProps) {
  const { state, replace, clear } = useResult(historyId, seed);
  const view = useFadeSwitch<'standard' | 'refine'>('standard');
  const adopt = useCallback((node: HTMLDivElement | null) => {
    if (node) adoptStylesheet(node, 'thermal-result', RESULT_CSS);
  }, []);

  let content;
  if (state.kind === 'loading') content = <Skeleton lines={6} label={M.loading} />;
  else if (state.kind === 'gone') content = null;
  else if (state.kind === 'failed') {
    content = (
      <div className="oss-tb-failed">
        <p className="oss-error" role="alert">
          {state.message || M.notFound}
        </p>
        {state.missing && <p className="oss-text">{M.notFoundWhy}</p>}
        <p>
          <a href={RESULT_LINKS.questionnaire}>{M.backToQuestionnaire}</a>
        </p>
      </div>
    );
  } else if (view.shown === 'refine') {
    content = (
      <RefineView
        history={state.history}
        onDone={(history) => {
          replace(history);
          view.show('standard');
        }}
        onBack={() => view.show('standard')}
      />
    );
  } else {
    content = (
      <ResultView
        history={state.history}
        fdes={state.fdes}
        fromHistory={fromHistory}
        onRefine={() => view.show('refine')}
        onSaved={replace}
        onDeleted={clear}
      />
    );
  }
  return (
    <ViewFocusScope view={view.shown}>
      <div
        ref={adopt}
        className={`oss-tb-result oss-tb-fade${view.leaving ? ' oss-tb-fade--out' : ''}`}
        key={view.shown}
      >
        {content}
      </div>
    </ViewFocusScope>
  );
}
