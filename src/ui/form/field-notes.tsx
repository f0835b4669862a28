import type { ReactNode } from 'react';
import { fieldStyles } from './field-styles';

/**
 * What ties a control to the notes under it: invalid while it shows an error, described by the
 * error then the hint (the ids `FieldNotes` gives them). Spread on the control that carries the
 * state: an input, a select, a radiogroup.
 */
export function noteAttributes(
  id: string,
  error: string | undefined,
  hint?: string,
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** The hint and the error under the control `id`, with the ids `noteAttributes` names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="oss-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="oss-error">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A field as every labelled control shows it: its label (with '*' beside it when required, as the
 * server forms show it; the control says it with `aria-required`), the control, then its notes.
 */
export function FieldShell({
  id,
  label,
  hint,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="oss-field" ref={fieldStyles}>
      {required ? (
        // The mark is beside the label, not in it: the field's name stays its label alone.
        <span className="oss-label-row">
          <label className="oss-label" htmlFor={id}>
            {label}
          </label>
          <span className="oss-required" aria-hidden="true">
            *
          </span>
        </span>
      ) : (
        <label className="oss-label" htmlFor={id}>
          {label}
        </label>
      )}
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
