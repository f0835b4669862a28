import type { ApiClient } from '@/src/api/client';
import type { CarbonCluster } from '@/src/contracts/carbon/tunnel';
import type { FormController } from '@/features/dynamic-form/form-controller';
import type { OrderedAnswer } from './ordered-answers';
import type { TunnelDraftStore } from './draft';
import { CARBON_MESSAGES as M } from './messages';
import { postalCodeRule } from '@/src/ui/form/postal-code';
import type { Toast } from '@/src/ui/overlays/overlays';

/** What the tunnel shows (floor-and-carbon-tools §2.2): a step of the form, or the results (step 3). */
export type TunnelView =
  | { kind: 'loading'; label: string }
  | { kind: 'failed'; lead: string; message: string }
  | { kind: 'step'; step: 1 | 2 }
  | { kind: 'results' };

/** By thickness (§4.2, ascending by default §9), or by footprint (ascending first). */
export type SortOrder = 'asc' | 'desc' | 'footprint-asc' | 'footprint-desc';

export interface TunnelState {
  view: TunnelView;
  form: FormController | null;
  /** Step 2's answers in the order given (§3 'step2: ordered list'). */
  answers: readonly OrderedAnswer[];
  /** The server said the answers are complete: 'Estimer l'impact carbone' shows (§4.2). */
  completed: boolean;
  /** Step 1 → 2: the step-2 fields are being fetched (§4.2: step 1 is left only once they came). */
  advancing: boolean;
  /** Why step 2 could not be reached; step 1 keeps its values (a bad input is said, not lost). */
  step1Error: string | null;
  /** A submit is on its way: another click is ignored. */
  submitting: boolean;
  /** The cluster new simulations join (`?cluster=`, 'Ajouter une simulation'); null: a new project. */
  clusterId: number | null;
  /** The cluster whose results show (step 3). */
  cluster: CarbonCluster | null;
  /**
   * The results' order. The spec sorts by thickness; beyond the spec, the footprint, lowest
   * first, is the default (what a study compares), and the thickness stays a choice of the menu.
   */
  sort: SortOrder;
  /** Opened with `?history=`: the results show a way back to the personal history. */
  fromHistory: boolean;
  /** A download or save of the results is on its way. */
  busy: 'export' | 'save' | null;
}

export const INITIAL_TUNNEL: TunnelState = {
  view: { kind: 'loading', label: M.loadingForm },
  form: null,
  answers: [],
  completed: false,
  advancing: false,
  step1Error: null,
  submitting: false,
  clusterId: null,
  cluster: null,
  sort: 'footprint-asc',
  fromHistory: false,
  busy: null,
};

export interface TunnelDeps {
  api: ApiClient;
  draft: TunnelDraftStore;
  toast: Toast;
  isLoggedIn(): boolean;
  /** Opens the login popup; `then` runs once logged in ('Vous êtes maintenant connecté' is the popup's). */
  login(then: () => void): void;
  /** Leaves for another page (home after a removed cluster, the exit). */
  navigate(href: string): void;
  /** Hands a downloaded file to the browser. */
  saveFile(blob: Blob, filename: string): void;
}

// §9's delays (the form's re-fetch and forced values, the results' save, download and delete)
// are read from src/runtime/timings.ts when they are scheduled.

/** The zip code of step 1 (§5 carbon tunnel): exactly 5 characters; 'Champ obligatoire' is the engine's. */
export const zipCodeRule = postalCodeRule(M.zipLength);
