import type { FormValues } from '../../features/dynamic-form/types';

/**
 * A half-filled configuration survives a reload (issue 12): the answers and the step are kept in
 * the tab's sessionStorage on each change, read back when the configurator starts anew, and
 * forgotten once the simulation is sent or the visitor starts over. Storage that refuses (a
 * private mode, a sandbox) only loses this comfort.
 */
export interface Draft {
  step: 1 | 2;
  values: FormValues;
}

const KEY = 'ossature:floor-configurator:draft';

export interface DraftStore {
  read(): Draft | null;
  write(draft: Draft): void;
  clear(): void;
}

export function sessionDraft(storage: () => Storage = () => sessionStorage): DraftStore {
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    read: () =>
      attempt(() => {
        const parsed: unknown = JSON.parse(storage().getItem(KEY) ?? 'null');
        return isDraft(parsed) ? parsed : null;
      }, null),
    write: (draft) => attempt(() => storage().setItem(KEY, JSON.stringify(draft)), undefined),
    clear: () => attempt(() => storage().removeItem(KEY), undefined),
  };
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const { step, values } = value as Partial<Draft>;
  if (step !== 1 && step !== 2) return false;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return false;
  return Object.values(values).every(
    (v) => typeof v === 'string' || (Array.isArray(v) && v.every((item) => typeof item === 'string')),
  );
}
