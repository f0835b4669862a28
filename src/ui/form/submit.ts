import type { FieldErrors } from '@/src/contracts';
import type { Refused } from '@/src/api/outcome';
import { notify } from '../overlays/overlays';

type AnyOutcome = { kind: string; toast?: string } | Refused;

/**
 * Shows an outcome's toast (an error for a refusal, a success otherwise) and returns its field
 * errors, which is what final-form's `onSubmit` wants: they show under the fields, and the
 * values typed stay in the form.
 */
export function report(outcome: AnyOutcome): FieldErrors | undefined {
  if (outcome.kind === 'refused') {
    if (outcome.toast) notify('error', outcome.toast);
    return (outcome as Refused).fields;
  }
  if (outcome.toast) notify('success', outcome.toast);
  return undefined;
}

/**
 * One `onSubmit` for every form that calls the API: runs the flow, reports its outcome, and
 * hands a non-refused outcome, with the values sent, to `then` (close the dialog, go to the
 * next screen).
 *
 * @example <Form onSubmit={submitWith((values) => login(rt, values), () => onClose())} />
 */
export function submitWith<V, O extends AnyOutcome>(
  run: (values: V) => Promise<O>,
  then?: (outcome: Exclude<O, Refused>, values: V) => void,
): (values: V) => Promise<FieldErrors | undefined> {
  return async (values) => {
    const outcome = await run(values);
    const fields = report(outcome);
    if (outcome.kind !== 'refused') then?.(outcome as Exclude<O, Refused>, values);
    return fields;
  };
}
