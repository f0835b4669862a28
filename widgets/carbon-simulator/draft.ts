import type { OrderedAnswer } from './ordered-answers';
import { tabDraft, type TabDraft } from '@/src/runtime/tab-draft';

/**
 * A half-filled tunnel survives a reload (the spec is silent): the step, step 1's
 * values, the ordered answers of step 2 and the cluster are kept in the tab's sessionStorage on
 * each change, read back when the tunnel starts anew; the results (step 3) keep only their
 * cluster. Forgotten when the visitor starts a new project or leaves. Storage that refuses (a
 * private mode, a sandbox) only loses this comfort.
 */
export interface TunnelDraft {
  step: 1 | 2 | 3;
  step1: Record<string, string>;
  answers: OrderedAnswer[];
  cluster: number | null;
}

export type TunnelDraftStore = TabDraft<TunnelDraft>;

const KEY = 'ossature:carbon-simulator:draft';

export const sessionTunnelDraft = (storage?: () => Storage): TunnelDraftStore => tabDraft(KEY, isDraft, storage);

const isText = (v: unknown): v is string => typeof v === 'string';
const isValue = (v: unknown) => isText(v) || (Array.isArray(v) && v.every(isText));

function isDraft(value: unknown): value is TunnelDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { step, step1, answers, cluster } = value as Partial<TunnelDraft>;
  if (step !== 1 && step !== 2 && step !== 3) return false;
  if (typeof step1 !== 'object' || step1 === null || !Object.values(step1).every(isText)) return false;
  if (cluster !== null && !(typeof cluster === 'number' && Number.isInteger(cluster) && cluster > 0)) return false;
  return (
    Array.isArray(answers) &&
    answers.every(
      (a: unknown) =>
        typeof a === 'object' &&
        a !== null &&
        isText((a as OrderedAnswer).field) &&
        isValue((a as OrderedAnswer).value) &&
        [undefined, true].includes((a as OrderedAnswer).proposed),
    )
  );
}
