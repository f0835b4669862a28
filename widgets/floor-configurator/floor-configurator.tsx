import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useStartAfterSession } from '@/features/dynamic-form/react/use-start-after-session';
import { navigation } from '@/src/runtime/navigation';
import { createScreenHistory } from '@/src/runtime/screen-history';
import { useRuntime } from '@/src/runtime/runtime-context';
import type { Runtime } from '@/src/runtime/runtime';
import { notify } from '@/src/ui/overlays/overlays';
import { Skeleton } from '@/src/ui/spinner';
import { ViewFocusScope } from '@/src/ui/view-heading';
import { createConfigurator, type Configurator, type ConfiguratorState } from './configurator-controller';
import { sessionDraft } from './draft';
import { EmptyState } from './empty-state';
import { FailedView, LoginNeededView } from './notice-views';
import { confirmExit } from './exit-dialog';
import { readEntry } from './entry';
import { screenOf } from './navigation';
import { FLOOR_MESSAGES as M } from './messages';
import { ResultsView } from './results-view';
import { StepView } from './step-view';

/** The detail and its actions: a chunk of their own, downloaded the first time a detail shows. */
const SolutionDetail = lazy(() => import('./detail/solution-detail'));

/**
 * The floor configurator on '/configurer-un-plancher/' (floor-and-carbon-tools §2.1, §4.1): step 1,
 * step 2 with the server's fields, then the results or, with one solution, its detail. The query
 * string says where to start (`?simulationId=`, `?history=`, `?historySolution=`).
 */
export function FloorConfigurator() {
  const rt = useRuntime();
  const [configurator] = useState(() => configuratorFor(rt));
  const state = useStore(configurator.store);
  useStartAfterSession(configurator, readEntry);
  useOpenOnceLoggedIn(rt, state, configurator);
  useScreenHistory(configurator);

  return (
    <section className="oss-floor" aria-label={M.title} aria-busy={state.view.kind === 'loading'}>
      <ViewFocusScope view={viewKey(state)}>
        <View rt={rt} state={state} configurator={configurator} />
      </ViewFocusScope>
    </section>
  );
}

/** A saved simulation's link waits for a login (from its button or the header): then it opens. */
function useOpenOnceLoggedIn(rt: Runtime, { view }: ConfiguratorState, configurator: Configurator) {
  const loggedIn = useStore(rt.session.store, (s) => s.user !== null);
  useEffect(() => {
    if (loggedIn && view.kind === 'login-needed') void configurator.start(view.entry);
  }, [loggedIn, view, configurator]);
}

/** Each screen a history entry: Back from step 2 or a detail stays in the tool (beyond the spec). */
function useScreenHistory(configurator: Configurator) {
  useEffect(() => {
    const entries = createScreenHistory({ owner: 'floor-configurator', restore: (s) => configurator.restore(s) });
    const follow = (state: ConfiguratorState, before?: ConfiguratorState) => {
      // Only a new screen counts, not every change of the state (a restored screen may take a while).
      if (state.view === before?.view) return;
      const shown = screenOf(state, location);
      if (shown) entries.show(shown.screen, shown.url);
    };
    follow(configurator.store.getState());
    const unsubscribe = configurator.store.subscribe(follow);
    return () => {
      unsubscribe();
      entries.dispose();
    };
  }, [configurator]);
}

function configuratorFor(rt: Runtime): Configurator {
  const user = () => rt.session.store.getState().user;
  return createConfigurator({
    api: rt.api,
    draft: sessionDraft(),
    toast: (kind, message, id) => notify(kind, message, id),
    isLoggedIn: () => user() !== null,
    company: () => user()?.company ?? '',
    navigate: (href) => navigation.assign(href),
  });
}

/** The view for focus (src/ui/view-heading): a load is none, so the page's first form does not take focus. */
const viewKey = ({ view }: ConfiguratorState) =>
  view.kind === 'loading'
    ? null
    : view.kind === 'form'
      ? `form-${view.step}`
      : view.kind === 'detail'
        ? `detail-${view.slug}`
        : view.kind;

function View({ rt, state, configurator }: { rt: Runtime; state: ConfiguratorState; configurator: Configurator }) {
  const { view, result, form } = state;
  const loggedIn = useStore(rt.session.store, (s) => s.user !== null);
  // The popup and its form library come when asked for: most visitors never open it.
  const contact = (context?: string) =>
    void import('./agency-dialog').then((m) => m.contactDesignOffice(rt, state.simulationId, context));

  if (view.kind === 'loading') return <Skeleton lines={6} label={view.label} />;
  if (view.kind === 'failed') return <FailedView view={view} onRetry={configurator.retry} />;
  if (view.kind === 'login-needed') return <LoginNeededView onNew={() => void configurator.restart()} />;
  if (view.kind === 'form' && form)
    return <StepView rt={rt} form={form} step={view.step} state={state} configurator={configurator} />;
  if (view.kind === 'detail')
    return (
      <Suspense fallback={<Skeleton lines={8} label={M.loadingResults} />}>
        <SolutionDetail
          slug={view.slug}
          simulationId={state.simulationId}
          share={state.share?.slug === view.slug ? state.share.token : null}
          onBack={configurator.closeDetail}
          onContact={() => contact()}
          onEdit={form ? configurator.modify : null}
          canDelete={state.fromHistory}
        />
      </Suspense>
    );
  if (!result) return null;
  if (result.solutions.length === 0)
    return (
      <EmptyState
        exclusions={result.exclusions}
        limit={result.limit ?? null}
        loggedIn={loggedIn}
        onContact={contact}
        onModify={configurator.modify}
        onRestart={() => confirmExit(() => void configurator.restart())}
      />
    );
  return (
    <ResultsView
      result={result}
      sort={state.sort}
      onSort={configurator.setSort}
      onOpen={configurator.openDetail}
      onModify={configurator.modify}
      onContact={() => contact()}
      fromHistory={state.fromHistory && loggedIn}
    />
  );
}
