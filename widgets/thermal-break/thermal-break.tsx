import { Router, useLocation, useSearch } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import type { IslandProps } from '@/src/loader/island';
import { ViewFocusScope } from '@/src/ui/view-heading';
import { THERMAL_BREAK_MESSAGES as M } from './messages';
import { QuestionnaireView } from './questionnaire-view';
import { ResultRoute } from './result-route';
import { parseResultRoute, type ToolKind } from './routes';

export interface ThermalBreakAttributes {
  tool?: ToolKind;
}

/**
 * The thermal-break mini-app (thermal-break-tool §2): '#/' the questionnaire, '#/{id}/{name}' a
 * result (`?history=1` when opened from the history). Any other hash shows the questionnaire.
 */
export function ThermalBreak({ attributes }: IslandProps<ThermalBreakAttributes>) {
  const tool = attributes.tool ?? 'thermal';
  return (
    <section className="oss-quiz-app" aria-label={M.toolLabel[tool]}>
      <Router hook={useHashLocation}>
        <Views tool={tool} />
      </Router>
    </section>
  );
}

function Views({ tool }: { tool: ToolKind }) {
  const [location] = useLocation();
  // A link from the history list may carry '?history=1' inside the hash or before it.
  const route = parseResultRoute(location, useSearch());
  return (
    <ViewFocusScope view={route ? 'result' : 'questionnaire'}>
      {route ? <ResultRoute key={`${route.historyId}`} tool={tool} route={route} /> : <QuestionnaireView tool={tool} />}
    </ViewFocusScope>
  );
}
