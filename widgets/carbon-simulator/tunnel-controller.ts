import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CarbonForm } from '@/src/contracts/carbon/tunnel';
import type { FormController } from '@/features/dynamic-form/form-controller';
import { DYNAMIC_FORM_MESSAGES } from '@/features/dynamic-form/messages';
import { offersQuestions } from '@/features/dynamic-form/server-form';
import type { OrderedAnswer } from './ordered-answers';
import { body, createAnswersSync, step1Values } from './answers-sync';
import { fetchCarbonForm, fetchCluster, saveCluster, submitAnswers } from './carbon-calls';
import type { Entry } from './entry';
import { CARBON_MESSAGES as M } from './messages';
import { INITIAL_TUNNEL, zipCodeRule, type SortOrder, type TunnelDeps, type TunnelState } from './tunnel-state';

export type Tunnel = ReturnType<typeof createTunnel>;

/** What the tunnel's parts share: the store, the answers' sync, the draft. */
interface TunnelContext {
  deps: TunnelDeps;
  store: StoreApi<TunnelState>;
  set(patch: Partial<TunnelState>): void;
  get(): TunnelState;
  sync: ReturnType<typeof createAnswersSync>;
  keepDraft(): void;
}

/**
 * The carbon tunnel without React (floor-and-carbon-tools §2.2, §4.2): the entry (new, cluster,
 * history), step 1 left only once step 2's fields came, step 2's ordered answers (answers-sync.ts),
 * the submit with its loading flag, the results and their sort, a new simulation in the same
 * cluster, a new project. The results' actions (export, save, delete) are results-actions.ts.
 */
export function createTunnel(deps: TunnelDeps) {
  const ctx = tunnelContext(deps);
  const { set, get, sync } = ctx;
  const loads = loaders(ctx);
  const advance = advancer(ctx);
  let entry: Entry = { kind: 'new' };
  const open = (start: Entry) => {
    if (start.kind === 'history') return loads.results(start.id, true);
    if (start.kind === 'cluster') return loads.cluster(start.id);
    return loads.fresh(advance);
  };

  return {
    store: ctx.store,
    /** The form's sync with the server (its busy state, its last error): the form engine's. */
    server: sync.server,
    start(start: Entry) {
      entry = start;
      return open(start);
    },
    /** 'Réessayer' after the form or the results could not be loaded. */
    retry: () => open(entry),
    next: advance,
    /** 'Retour à l'étape précédente': from step 2, unless a cluster is set (§2.2). */
    back() {
      if (get().clusterId !== null) return;
      set({ view: { kind: 'step', step: 1 } });
      ctx.keepDraft();
    },
    /**
     * The screen of a history entry (Back, Forward): a step while its form is still here, the
     * results while they are; `false` for one that is gone (the steps once the results came).
     */
    restore(screen: string): boolean {
      const { form, cluster, clusterId, view } = get();
      if (screen === 'results' && cluster) set({ view: { kind: 'results' } });
      else if (screen === 'step-1' && form && clusterId === null) this.back();
      else if (screen === 'step-2' && form) {
        if (view.kind !== 'step' || view.step !== 2) void advance();
      } else return false;
      return true;
    },
    submit: submitter(ctx, loads),
    setSort: (sort: SortOrder) => set({ sort }),
    /** 'Ajouter une simulation': step 2 again, for the cluster shown (§2.2 cluster mode). */
    addSimulation() {
      const { cluster } = get();
      return cluster ? loads.cluster(cluster.id) : undefined;
    },
    /** 'Nouveau projet' (after its confirmation) and the no-result restart: an empty step 1. */
    newProject() {
      deps.draft.clear();
      entry = { kind: 'new' };
      set({ clusterId: null, cluster: null, fromHistory: false });
      return loads.fresh(advance);
    },
    /** The exit dialog's 'Quitter': the draft forgotten, home. */
    leave() {
      deps.draft.clear();
      deps.navigate('/');
    },
    /** The results again (after a simulation was deleted). */
    reloadResults() {
      const { cluster, fromHistory } = get();
      return cluster ? loads.results(cluster.id, fromHistory) : undefined;
    },
    dispose: () => sync.dispose(),
  };
}

function tunnelContext(deps: TunnelDeps): TunnelContext {
  const store = createStore<TunnelState>()(() => INITIAL_TUNNEL);
  const set = (patch: Partial<TunnelState>) => store.setState(patch);
  const get = store.getState;
  const keepDraft = () => {
    const { form, view, clusterId, answers } = get();
    if (!form || view.kind !== 'step') return;
    deps.draft.write({ step: view.step, step1: step1Values(form), answers: [...answers], cluster: clusterId });
  };
  const sync = createAnswersSync({
    api: deps.api,
    cluster: () => get().clusterId,
    validators: { zipCode: zipCodeRule },
    changedStepOne: () => keepDraft(),
    changed: (answers) => {
      set({ answers });
      keepDraft();
    },
    completed: (completed) => set({ completed }),
    failed: (message) => deps.toast('error', message, 'carbon-form-sync'),
  });
  return { deps, store, set, get, sync, keepDraft };
}

/** A form controller on the fields that came, step 1's values and step 2's answers in it. */
function openForm(
  ctx: TunnelContext,
  carbon: CarbonForm,
  step1: Record<string, string>,
  answers: readonly OrderedAnswer[],
): FormController {
  const form = ctx.sync.open(carbon, step1, answers);
  ctx.set({ form, answers, completed: carbon.isCompleted, step1Error: null });
  return form;
}

/** Step 1 → 2 (§4.2): validated, then the step-2 fields fetched for step 1's answers; else step 1 says why. */
function advancer(ctx: TunnelContext) {
  return async (): Promise<boolean> => {
    const { form, advancing } = ctx.get();
    if (!form || advancing || !form.validateStep(1)) return false;
    ctx.set({ advancing: true, step1Error: null });
    const outcome = await fetchCarbonForm(ctx.deps.api, body(form, ctx.sync.answers(), ctx.get().clusterId));
    ctx.set({ advancing: false });
    if (ctx.get().form !== form) return false;
    if (outcome.kind === 'refused') {
      form.setServerErrors(outcome.fields);
      ctx.set({ step1Error: outcome.toast ?? M.serverError });
      return false;
    }
    ctx.sync.arrived(outcome.form);
    ctx.set({ view: { kind: 'step', step: 2 }, completed: outcome.form.isCompleted });
    ctx.keepDraft();
    return true;
  };
}

/** 'Estimer l'impact carbone' (§4.2): one at a time; the cluster made, fetched, shown. */
function submitter(ctx: TunnelContext, loads: ReturnType<typeof loaders>) {
  return async () => {
    const { form, submitting } = ctx.get();
    if (!form || submitting) return;
    const answers = ctx.sync.flush();
    if (!answers || !form.validateStep(2)) return;
    ctx.set({ submitting: true });
    const outcome = await submitAnswers(ctx.deps.api, answers);
    if (outcome.kind === 'refused') {
      ctx.set({ submitting: false });
      const unplaced = form.setServerErrors(outcome.fields);
      const message = outcome.toast ?? unplaced[0];
      if (message) ctx.deps.toast('error', message, 'carbon-submit');
      return;
    }
    // A simulation added to a cluster opened from the history keeps the way back to it.
    await loads.results(outcome.cluster, ctx.get().fromHistory);
    ctx.set({ submitting: false });
  };
}

/** How each entry loads what it shows (§2.2 query parameters). */
function loaders(ctx: TunnelContext) {
  const { deps, set, get } = ctx;
  // What could not be loaded (the form, or a cluster's results), then why.
  const failed = (message: string, lead: string = M.formFailed) => set({ view: { kind: 'failed', lead, message } });

  /** Step 3: the cluster's simulations; a logged-in user's cluster is saved at once (§4.2). */
  const results = async (id: number, fromHistory: boolean) => {
    if (get().view.kind !== 'results') set({ view: { kind: 'loading', label: M.loadingResults } });
    const outcome = await fetchCluster(deps.api, id);
    if (outcome.kind === 'refused') return failed(outcome.toast ?? M.serverError, M.clusterFailed);
    ctx.sync.dispose();
    set({ cluster: outcome.cluster, clusterId: id, fromHistory, view: { kind: 'results' }, form: null });
    deps.draft.write({ step: 3, step1: {}, answers: [], cluster: id });
    if (deps.isLoggedIn() && !outcome.cluster.saved) await autoSave(ctx, id);
  };

  /** A new project: step 1, or where a draft left it. */
  const fresh = async (advance: () => Promise<boolean>) => {
    set({ view: { kind: 'loading', label: M.loadingForm }, form: null, cluster: null });
    const draft = deps.draft.read();
    if (draft?.step === 3 && draft.cluster) return results(draft.cluster, false);
    const clusterId = draft?.cluster ?? null;
    set({ clusterId });
    const step1 = draft?.step1 ?? {};
    const outcome = await ctx.sync.server.load((signal) =>
      fetchCarbonForm(deps.api, { step1, step2: [], cluster: clusterId, networkPassages: [] }, signal),
    );
    if (!outcome) return;
    if (outcome.kind === 'refused') return failed(outcome.toast ?? M.serverError);
    if (!offersQuestions(outcome.form.formArray)) return failed(DYNAMIC_FORM_MESSAGES.noQuestions, '');
    openForm(ctx, outcome.form, step1, draft?.answers ?? []);
    set({ view: { kind: 'step', step: 1 } });
    if (draft?.step === 2) await advance();
  };

  /** A simulation added to a cluster: step 1 skipped (§2.2), step 2 at once. */
  const cluster = async (id: number) => {
    set({ view: { kind: 'loading', label: M.loadingForm }, form: null, clusterId: id, completed: false });
    const outcome = await ctx.sync.server.load((signal) =>
      fetchCarbonForm(deps.api, { step1: {}, step2: [], cluster: id, networkPassages: [] }, signal),
    );
    if (!outcome) return;
    if (outcome.kind === 'refused') return failed(outcome.toast ?? M.serverError);
    if (!offersQuestions(outcome.form.formArray)) return failed(DYNAMIC_FORM_MESSAGES.noQuestions, '');
    openForm(ctx, outcome.form, {}, []);
    ctx.sync.arrived(outcome.form);
    set({ view: { kind: 'step', step: 2 } });
    ctx.keepDraft();
  };

  return { results, fresh, cluster };
}

/** §4.2 'A logged-in user's results are saved automatically': quietly; a failure says so (§8). */
async function autoSave(ctx: TunnelContext, id: number) {
  const saved = await saveCluster(ctx.deps.api, id);
  if (saved.kind === 'refused') return ctx.deps.toast('error', M.saveFailed, 'carbon-save');
  const { cluster } = ctx.get();
  if (cluster?.id === id) ctx.set({ cluster: { ...cluster, saved: true } });
}
