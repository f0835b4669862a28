import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useRuntime } from '@/src/runtime/runtime-context';
import { adoptStylesheet } from '@/src/ui/styles/adopt-stylesheet';
import { confirmNewProject } from './dialogs';
import { resultsActions } from './results-actions';
import { CARBON_RESULTS_CSS } from './results/results.css';
import { ResultsView } from './results/results-view';
import type { Tunnel } from './tunnel-controller';
import type { TunnelDeps, TunnelState } from './tunnel-state';

/** Adopts step 3's styles into the shadow root when the results first show (they come with its chunk). */
function styles(node: HTMLDivElement | null): void {
  if (node) adoptStylesheet(node, 'carbon-results', CARBON_RESULTS_CSS);
}

export interface ResultsEntryProps {
  deps: TunnelDeps;
  state: TunnelState;
  tunnel: Tunnel;
}

/**
 * Step 3 with its styles and its actions (export, save, deletes: the shared simulation actions):
 * the default export of the results' chunk, so the steps do not download what only results use.
 */
export default function ResultsEntry({ deps, state, tunnel }: ResultsEntryProps) {
  const loggedIn = useStore(useRuntime().session.store, (s) => s.user !== null);
  const actions = useMemo(() => resultsActions({ ...deps, tunnel }), [deps, tunnel]);
  const cluster = state.cluster!;
  return (
    <div className="oss-tunnel-results-root" ref={styles}>
      <ResultsView
        cluster={cluster}
        sort={state.sort}
        onSort={tunnel.setSort}
        loggedIn={loggedIn}
        fromHistory={state.fromHistory}
        busy={state.busy}
        onExport={actions.exportPdf}
        onAdd={() => void tunnel.addSimulation()}
        onNewProject={() => confirmNewProject(() => void tunnel.newProject())}
        onSave={actions.save}
        onDelete={(id) => actions.remove({ simulation: id })}
        onDeleteCluster={() => actions.remove({ cluster: cluster.id })}
        onRestart={() => void tunnel.newProject()}
      />
    </div>
  );
}
