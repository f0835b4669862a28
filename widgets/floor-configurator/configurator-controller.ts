import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '@/src/api/client';
import type { FloorForm, FloorResult } from '@/src/contracts/floor/simulator';
import type { FormController } from '@/features/dynamic-form/form-controller';
import { DYNAMIC_FORM_MESSAGES } from '@/features/dynamic-form/messages';
import { createServerForm, offersQuestions, type ServerForm } from '@/features/dynamic-form/server-form';
import type { FormValues } from '@/features/dynamic-form/types';
import { pause } from '@/src/runtime/timings';
import { draftAnswers, type DraftStore } from './draft';
import { readEntry, type Entry } from './entry';
import { fetchForm, fetchResult, fetchSavedForm, submitSimulation } from './floor-calls';
import { continuityChanged, floorTasks } from './form-tasks';
import { FLOOR_RESTRICTIONS, loadsOf } from './loads';
import { submitValues } from './submit-values';
import { FLOOR_MESSAGES as M } from './messages';
import { goBackFrom, HISTORY_PATH, type SortOrder } from './navigation';
import { postalCodeRule } from '@/src/ui/form/postal-code';
import type { Toast } from '@/src/ui/overlays/overlays';

/** What the island shows (floor-and-carbon-tools §2.1, §4.1). */
export type ConfiguratorView =
  | { kind: 'loading'; label: string }
  /** What could not be loaded (`lead`), then why; 'Réessayer' beside it. */
  | { kind: 'failed'; lead: string; message: string }
  /** A saved simulation's link (`?history=`, `?simulationId=`) opened logged out: log in first. */
  | { kind: 'login-needed'; entry: Entry }
  | { kind: 'form'; step: 1 | 2 }
  | { kind: 'results' }
  | { kind: 'detail'; slug: string };

export interface ConfiguratorState {
  view: ConfiguratorView;
  form: FormController | null;
  /** A submit is on its way: another click is ignored (§4.1). */
  submitting: boolean;
  result: FloorResult | null;
  sort: SortOrder;
  /** The simulation whose results or solution are shown (share, contact, save, recap, delete). */
  simulationId: number | null;
  /** The saved simulation being edited (`?simulationId=`): a submit joins its cluster. */
  editing: number | null;
  /** Opened from the personal history (`?history=`, `?historySolution=`): the go-back rule. */
  fromHistory: boolean;
  /** A share's link opened: its solution and signature, which show the simulation's reasons. */
  share: { slug: string; token: string } | null;
}

export interface ConfiguratorDeps {
  api: ApiClient;
  draft: DraftStore;
  toast: Toast;
  isLoggedIn(): boolean;
  /** The logged-in user's company, which pre-fills the form (§4.1); '' when none. */
  company(): string;
  /** Leaves for another page (the personal history). */
  navigate(href: string): void;
}

const INITIAL_STATE: ConfiguratorState = {
  view: { kind: 'loading', label: M.loadingForm },
  form: null,
  submitting: false,
  result: null,
  sort: 'asc',
  simulationId: null,
  editing: null,
  fromHistory: false,
  share: null,
};

/** The zip code of step 1: exactly 5 characters (§5, §9); 'Champ obligatoire' is the engine's. */
export const zipCodeRule = postalCodeRule(M.zipLength);

export type Configurator = ReturnType<typeof createConfigurator>;

/**
 * The configurator without React: the entry (new, edit, history, solution), the two steps, the
 * submit with its loading flag, the results and their sort, the detail and the way back. The form's
 * load, re-fetches, busy state and errors are the form engine's (`server`, server-form.ts).
 */
export function createConfigurator(deps: ConfiguratorDeps) {
  const store = createStore<ConfiguratorState>()(() => INITIAL_STATE);
  const set = (patch: Partial<ConfiguratorState>) => store.setState(patch);
  const forms = formFactory(deps, store);
  const { loadNew, loadSaved, loadHistory, showResult } = loaders(deps, store, forms);
  let started: Entry | null = null;

  return {
    store,
    server: forms.server,
    start(entry: Entry) {
      started = entry;
      if (entry.kind === 'new') return loadNew();
      // A saved simulation is its owner's: the server would answer 401, which reads as an expired
      // session to someone who never logged in, a misleading message. Asked to log in, then opened.
      if (!deps.isLoggedIn() && entry.kind !== 'solution') return set({ view: { kind: 'login-needed', entry } });
      if (entry.kind === 'edit') return loadSaved(entry.simulationId);
      if (entry.kind === 'copy') return loadSaved(entry.simulationId, undefined, true);
      if (entry.kind === 'history') return loadHistory(entry.simulationId);
      set({
        view: { kind: 'detail', slug: entry.slug },
        simulationId: entry.simulationId,
        fromHistory: true,
        share: entry.share ? { slug: entry.slug, token: entry.share } : null,
      });
    },
    /** 'Réessayer' after the form could not be loaded. */
    retry: () => (started ? void createConfiguratorRetry(started, loadNew, loadSaved, loadHistory) : loadNew()),
    next() {
      const { form } = store.getState();
      if (!form?.validateStep(1)) return false;
      forms.step(2);
      return true;
    },
    back: () => forms.step(1),
    submit: submitter(deps, store, forms, showResult),
    setSort: (sort: SortOrder) => set({ sort }),
    openDetail: (slug: string) => set({ view: { kind: 'detail', slug } }),
    /** 'Page précédente' from a detail (§2.1 go-back rule). */
    closeDetail() {
      const { result, fromHistory } = store.getState();
      const target = goBackFrom({
        solutionCount: result?.solutions.length ?? 0,
        loggedIn: deps.isLoggedIn(),
        fromHistory,
      });
      if (target === 'list') return set({ view: { kind: 'results' } });
      if (target === 'history') return deps.navigate(HISTORY_PATH);
      return store.getState().form ? forms.step(2) : loadNew();
    },
    /** The screen of a history entry (Back, Forward: `screenOf`). */
    restore(screen: string) {
      restoreScreen(store, forms, screen, () => void this.start(readEntry(location.search)));
    },
    /** 'Modifier la configuration': back to step 2 with every answer. */
    modify: () => (store.getState().form ? forms.step(2) : loadNew()),
    /** 'Recommencer la configuration': a new, empty configuration. */
    restart() {
      deps.draft.clear();
      set({ simulationId: null, fromHistory: false });
      return loadNew();
    },
    dispose: () => forms.server.close(),
  };
}

/**
 * A history entry's screen shown again from what is in memory, or else opened from the entry's
 * address as the page would be (`reopen`).
 */
function restoreScreen(
  store: StoreApi<ConfiguratorState>,
  forms: { step(step: 1 | 2): void },
  screen: string,
  reopen: () => void,
) {
  const { form, result, view } = store.getState();
  if (screen.startsWith('detail:')) {
    const slug = screen.slice('detail:'.length);
    if (view.kind !== 'detail' || view.slug !== slug) store.setState({ view: { kind: 'detail', slug } });
  } else if (screen === 'results' && result) store.setState({ view: { kind: 'results' } });
  else if ((screen === 'form-1' || screen === 'form-2') && form) forms.step(screen === 'form-1' ? 1 : 2);
  else reopen();
}

/** How each entry loads what it shows (§2.1 query parameters, §9 delays, §8 history fallback). */
function loaders(deps: ConfiguratorDeps, store: StoreApi<ConfiguratorState>, forms: ReturnType<typeof formFactory>) {
  const set = (patch: Partial<ConfiguratorState>) => store.setState(patch);
  const { server } = forms;
  const failed = (lead: string, message: string) => set({ view: { kind: 'failed', lead, message } });

  const loadNew = async () => {
    set({ view: { kind: 'loading', label: M.loadingForm }, form: null, editing: null, result: null });
    const draft = deps.draft.read();
    // §9 'initial floor form fetch delayed 250 ms'.
    const outcome = await server.load((signal) => fetchNewForm(deps.api, draft?.values, signal), { after: 'formLoad' });
    if (!outcome) return;
    if (outcome.kind === 'refused') return failed(M.formFailed, outcome.toast ?? M.serverError);
    if (!offersQuestions(outcome.form.formArray)) return failed('', DYNAMIC_FORM_MESSAGES.noQuestions);
    forms.open(outcome.form, draft?.values, draft?.step ?? 1);
  };

  /** A saved simulation's form; `copy`: as a new configuration named '… (copie)', from step 1. */
  const loadSaved = async (id: number, reason?: string, copy = false) => {
    set({ view: { kind: 'loading', label: M.loadingForm }, editing: copy ? null : id });
    const outcome = await server.load((signal) => fetchSavedForm(deps.api, id, signal));
    if (!outcome) return;
    if (outcome.kind === 'refused') {
      deps.toast('error', outcome.toast ?? M.serverError, 'floor-saved-form');
      return loadNew();
    }
    if (!offersQuestions(outcome.form.formArray)) return failed('', DYNAMIC_FORM_MESSAGES.noQuestions);
    if (reason) deps.toast('info', reason, 'floor-history-fallback');
    forms.open(outcome.form, undefined, copy ? 1 : 2, copy ? null : id);
    const form = store.getState().form;
    if (copy && form) form.setValue('configurationName', M.copyName(String(form.values().configurationName ?? '')));
  };

  const showResult = (result: FloorResult) => {
    const only = result.hasOnlyOneSolution && result.solutions.length === 1 ? result.solutions[0] : undefined;
    set({
      result,
      simulationId: result.simulation.id,
      view: only ? { kind: 'detail', slug: only.slug } : { kind: 'results' },
    });
  };

  const loadHistory = async (id: number) => {
    set({ view: { kind: 'loading', label: M.loadingResults }, fromHistory: true });
    await pause('resultsLoad');
    const outcome = await fetchResult(deps.api, id);
    // §2.1, §8: results that cannot be loaded fall back to the editable form.
    if (outcome.kind === 'refused') return loadSaved(id, M.historyFailed);
    showResult(outcome.result);
  };

  return { loadNew, loadSaved, loadHistory, showResult };
}

/** The submit (§4.1): one at a time, field errors placed, the draft forgotten once sent. */
function submitter(
  deps: ConfiguratorDeps,
  store: StoreApi<ConfiguratorState>,
  forms: ReturnType<typeof formFactory>,
  showResult: (result: FloorResult) => void,
) {
  const set = (patch: Partial<ConfiguratorState>) => store.setState(patch);
  return async () => {
    const { form, submitting, editing } = store.getState();
    if (!form || submitting || !form.validateStep(2)) return;
    set({ submitting: true });
    const outcome = await submitSimulation(deps.api, submitValues(form, editing));
    set({ submitting: false });
    if (outcome.kind === 'refused') return refusedSubmit(form, outcome, deps.toast, forms);
    deps.draft.clear();
    if (outcome.result.message) deps.toast('info', outcome.result.message, 'floor-result-message');
    showResult(outcome.result);
  };
}

/**
 * The initial form, then, with a draft, the form for the draft's answers: a draft's picks are kept
 * only where its form offers them (the initial form if that second one does not come).
 */
async function fetchNewForm(api: ApiClient, draft: FormValues | undefined, signal: AbortSignal) {
  const outcome = await fetchForm(api, undefined, signal);
  if (outcome.kind === 'refused' || !draft) return outcome;
  const forDraft = await fetchForm(api, draftAnswers(outcome.form, draft), signal);
  return forDraft.kind === 'done' ? forDraft : outcome;
}

function createConfiguratorRetry(
  entry: Entry,
  loadNew: () => Promise<void>,
  loadSaved: (id: number, reason?: string, copy?: boolean) => Promise<void>,
  loadHistory: (id: number) => Promise<void>,
) {
  if (entry.kind === 'edit') return loadSaved(entry.simulationId);
  if (entry.kind === 'copy') return loadSaved(entry.simulationId, undefined, true);
  if (entry.kind === 'history') return loadHistory(entry.simulationId);
  return loadNew();
}

/**
 * The form's life, through the form engine: made from the server's steps, fetched again as the
 * floor's tasks say (form-tasks.ts), its answers kept as a draft on each change.
 */
function formFactory(deps: ConfiguratorDeps, store: StoreApi<ConfiguratorState>) {
  const keepDraft = () => {
    const { form, view, editing } = store.getState();
    // A saved simulation being edited is kept by the server; the draft is for a new one.
    if (form && !editing && view.kind === 'form') deps.draft.write({ step: view.step, values: form.values() });
  };
  const server: ServerForm = createServerForm({
    tasks: floorTasks(deps.api, () => store.getState().editing),
    form: { validators: { zipCode: zipCodeRule }, onPick: loadsOf, restrictions: FLOOR_RESTRICTIONS },
    onChange(change) {
      continuityChanged(change, server);
      keepDraft();
    },
    onError: (message) => deps.toast('error', message, 'floor-form-sync'),
  });
  return {
    server,
    open(form: FloorForm, values: FormValues | undefined, step: 1 | 2, editing: number | null = null) {
      const controller = server.open(form.formArray, values);
      const company = deps.company();
      if (company && controller.values().company === '') controller.setValue('company', company);
      store.setState({ form: controller, editing, view: { kind: 'form', step } });
    },
    step(step: 1 | 2) {
      store.setState({ view: { kind: 'form', step } });
      keepDraft();
    },
  };
}

/** A refused submit: the field errors under their fields (§5), the rest in a toast (§8). */
function refusedSubmit(
  form: FormController,
  outcome: { toast?: string; fields?: Record<string, string> },
  toast: Toast,
  forms: { step(step: 1 | 2): void },
) {
  const unplaced = form.setServerErrors(outcome.fields);
  const message = outcome.toast ?? unplaced[0];
  if (message) toast('error', message, 'floor-submit');
  const stepOne = form.getState().steps.find((s) => s.step === 1);
  const named = new Set(Object.keys(outcome.fields ?? {}));
  if (stepOne?.fields.some((field) => named.has(field.name))) forms.step(1);
}
