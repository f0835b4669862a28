import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Outcome } from '@/src/api/outcome';
import type { MainHistory } from '@/src/contracts/history/main';
import type { ThermalFilter } from '@/src/contracts/thermal/filters';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import {
  answerIds,
  sameAnswers,
  selectedAnswers,
  settleAnswers,
  visibleFilters,
  type RefineAnswers,
} from './refine-rules';

export interface RefineState {
  /** `loading`: the first answer is awaited; `failed`: it never came (`error` says why). */
  status: 'loading' | 'ready' | 'failed';
  /** A later configuration call is on its way (after a choice). */
  updating: boolean;
  filters: ThermalFilter[];
  psiValue: PsiValue | null;
  answers: RefineAnswers;
  saving: boolean;
  error: string | null;
}

export interface RefineControllerOptions {
  rupteurUuid: number | null;
  /** `/api/filters/configuration` for these value ids; an outcome, never a throw. */
  load: (answers: number[]) => Promise<Outcome<{ filters: ThermalFilter[]; psiValue: PsiValue | null }>>;
  /** `/api/history/save-refine` with these value ids. */
  save: (answers: number[]) => Promise<Outcome<{ history: MainHistory }>>;
}

export interface RefineController {
  store: StoreApi<RefineState>;
  start(answers: number[]): void;
  /** A select changed (null: cleared). */
  choose(filterId: number, valueId: number | null): void;
  /** 'Suivant': the refined history, or null when refused (the form stays as chosen). */
  submit(): Promise<MainHistory | null>;
}

/**
 * The refine view ('Trouver un rupteur') without React: every choice asks the server which values
 * stay compatible and whether a psi value is determined; hidden filters lose their answer and a
 * filter left with one value gets it (./refine-rules), asking again when that changed the answers.
 * Only the latest answer is shown.
 */
export function createRefineController(options: RefineControllerOptions): RefineController {
  const store = createStore<RefineState>()(() => ({
    status: 'loading',
    updating: false,
    filters: [],
    psiValue: null,
    answers: {},
    saving: false,
    error: null,
  }));
  let latest = 0;

  const load = async (ids: number[], depth = 0): Promise<void> => {
    const ticket = ++latest;
    store.setState({ updating: true });
    const outcome = await options.load(ids);
    if (ticket !== latest) return;
    if (outcome.kind === 'refused') {
      const first = store.getState().status === 'loading';
      store.setState({ updating: false, error: outcome.toast ?? null, ...(first ? { status: 'failed' } : {}) });
      return;
    }
    const sent = selectedAnswers(outcome.filters);
    const answers = settleAnswers(outcome.filters, sent, options.rupteurUuid);
    store.setState({ filters: outcome.filters, psiValue: outcome.psiValue, answers, status: 'ready', error: null });
    if (!sameAnswers(answers, sent) && depth < outcome.filters.length)
      return load(answerIds(outcome.filters, answers), depth + 1);
    store.setState({ updating: false });
  };

  return {
    store,
    start: (answers) => void load(answers),
    choose(filterId, valueId) {
      const { filters, answers } = store.getState();
      const next: Record<number, number> = { ...answers };
      if (valueId === null) delete next[filterId];
      else next[filterId] = valueId;
      const visible = visibleFilters(filters, next, options.rupteurUuid);
      const kept = Object.fromEntries(visible.filter((f) => next[f.id] !== undefined).map((f) => [f.id, next[f.id]!]));
      store.setState({ answers: kept });
      void load(answerIds(filters, kept));
    },
    async submit() {
      const state = store.getState();
      if (state.saving) return null;
      store.setState({ saving: true, error: null });
      const visible = visibleFilters(state.filters, state.answers, options.rupteurUuid);
      const outcome = await options.save(answerIds(visible, state.answers));
      if (outcome.kind === 'refused') {
        store.setState({ saving: false, error: outcome.toast ?? null });
        return null;
      }
      store.setState({ saving: false });
      return outcome.history;
    },
  };
}
