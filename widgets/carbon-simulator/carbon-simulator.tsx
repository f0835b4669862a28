import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useStartAfterSession } from '@/features/dynamic-form/react/use-start-after-session';
import { login } from '@/features/account/actions';
import { navigation } from '@/src/runtime/navigation';
import { createScreenHistory } from '@/src/runtime/screen-history';
import { useRuntime } from '@/src/runtime/runtime-context';
import type { Runtime } from '@/src/runtime/runtime';
import { Button } from '@/src/ui/button';
import { notify } from '@/src/ui/overlays/overlays';
import { saveFile } from '@/src/ui/save-file';
import { Skeleton } from '@/src/ui/spinner';
import { ViewFocusScope } from '@/src/ui/view-heading';
import { confirmExit } from './dialogs';
import { sessionTunnelDraft } from './draft';
import { readEntry } from './entry';
import { CARBON_MESSAGES as M } from './messages';
import { StepView } from './step-view';
import { createTunnel, type Tunnel } from './tunnel-controller';
import { TunnelHeader } from './tunnel-header';
import type { TunnelDeps, TunnelState } from './tunnel-state';

/** Step 3, its sanitizer and its actions: a chunk of their own, fetched once results are near. */
const loadResults = () => import('./results-entry');
const Results = lazy(loadResults);

/**
 * The carbon tunnel on '/simuler-mon-empreinte-carbone/' (floor-and-carbon-tools §2.2, §4.2):
 * step 1, step 2 with the server's fields in answering order, then the cluster's results. The
 * query string says where to start (`?cluster=`, `?history=`).
 */
export function CarbonSimulator() {
  const rt = useRuntime();
  const [deps] = useState(() => depsFor(rt));
  const [tunnel] = useState(() => createTunnel(deps));
  const state = useStore(tunnel.store);
  // A logged-in user's cluster is saved at once: nothing is asked before the session is read.
  useStartAfterSession(tunnel, readEntry);
  useScreenHistory(tunnel);
  // Once the answers are complete the results are near: their chunk comes meanwhile.
  useEffect(() => {
    if (state.completed) void loadResults();
  }, [state.completed]);
  const step = state.view.kind === 'results' ? 3 : state.view.kind === 'step' ? state.view.step : 1;
  const exit = () => confirmExit(tunnel.leave);

  return (
    <section className="oss-tunnel" aria-label={M.title} aria-busy={state.view.kind === 'loading'}>
      <TunnelHeader step={step} partner={rt.config.variant === 'partenaire'} onExit={exit} />
      <ViewFocusScope view={viewKey(state)}>
        <View rt={rt} deps={deps} state={state} tunnel={tunnel} />
      </ViewFocusScope>
    </section>
  );
}

/**
 * Each step a history entry: Back on step 2 returns to step 1 instead of leaving the tool.
 * The results take the place of step 2's entry: the answers are sent, there is no going back
 * to them (Back from the results skips step 1 too, whose form is gone).
 */
function useScreenHistory(tunnel: Tunnel) {
  useEffect(() => {
    const entries = createScreenHistory({ owner: 'carbon-simulator', restore: (s) => tunnel.restore(s) });
    const follow = ({ view }: TunnelState, before?: TunnelState) => {
      // Only a new screen counts: while a restored step 2 is fetched, step 1 still shows.
      if (view === before?.view) return;
      if (view.kind === 'results') {
        if (before?.view.kind !== 'results') entries.replace('results');
      } else if (view.kind === 'step') entries.show(`step-${view.step}`);
    };
    follow(tunnel.store.getState());
    const unsubscribe = tunnel.store.subscribe(follow);
    return () => {
      unsubscribe();
      entries.dispose();
    };
  }, [tunnel]);
}

function depsFor(rt: Runtime): TunnelDeps {
  return {
    api: rt.api,
    draft: sessionTunnelDraft(),
    toast: (kind, message, id) => notify(kind, message, id),
    isLoggedIn: () => rt.session.store.getState().user !== null,
    login: (then) => void login({ onLoggedIn: then }),
    navigate: (href) => navigation.assign(href),
    saveFile,
  };
}

/** The view for focus (src/ui/view-heading): a load is none, so the page's first step does not take focus. */
const viewKey = ({ view }: TunnelState) =>
  view.kind === 'loading' ? null : view.kind === 'step' ? `step-${view.step}` : view.kind;

function View({ rt, deps, state, tunnel }: { rt: Runtime; deps: TunnelDeps; state: TunnelState; tunnel: Tunnel }) {
  const { view, form } = state;
  if (view.kind === 'loading') return <Skeleton lines={6} label={view.label} />;
  if (view.kind === 'failed')
    return (
      <div className="oss-tunnel-failed">
        <p className="oss-error" role="alert">
          {view.lead} {view.message}
        </p>
        <Button onClick={() => void tunnel.retry()}>{M.retry}</Button>
      </div>
    );
  if (view.kind === 'step' && form)
    return <StepView rt={rt} form={form} step={view.step} state={state} tunnel={tunnel} />;
  if (view.kind !== 'results' || !state.cluster) return null;
  return (
    <Suspense fallback={<Skeleton lines={8} label={M.loadingResults} />}>
      <Results deps={deps} state={state} tunnel={tunnel} />
    </Suspense>
  );
}
