import { lazy, Suspense, useState } from 'react';
import { Skeleton } from '@/src/ui/spinner';
import { THERMAL_BREAK_MESSAGES as M } from './messages';
import { takeSeed } from './result-seeds';
import type { ResultRoute as Route, ToolKind } from './routes';

/**
 * The result page is its own chunk (D's widgets/thermal-break/result/), downloaded only when a
 * result is shown: the questionnaire does not pay for it. A chunk that fails to load is tried once
 * more, as the islands' are.
 */
const ResultPage = lazy(() => import('./result/result-page').catch(() => import('./result/result-page')));

/** One result route: the seed the questionnaire left for it, if any, handed over once. */
export function ResultRoute({ tool, route }: { tool: ToolKind; route: Route }) {
  const [seed] = useState(() => takeSeed(route.historyId));
  return (
    <Suspense fallback={<Skeleton lines={6} label={M.loadingResult} />}>
      <ResultPage tool={tool} {...route} {...(seed ? { seed } : {})} />
    </Suspense>
  );
}
