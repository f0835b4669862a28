import type { ReactNode } from 'react';
import type { ServerField } from '@/src/contracts/forms/server-field';
import { FieldNotes } from '@/src/ui/form/field-notes';
import { isRequired } from '../form-state';
import { FieldTooltip } from './field-tooltip';
import { useFormContext } from './form-context';

/**
 * What ties a control to the notes around it: invalid while it shows an error; described by the
 * error, the help text and the unit, with the ids `FieldFrame` gives them (`{id}-error`,
 * `{id}-hint` as src/ui/form/field-notes.tsx names them, `{id}-unit`).
 */
export function describedBy(id: string, field: ServerField, error: string | undefined) {
  const ids = [error ? `${id}-error` : '', field.help ? `${id}-hint` : '', field.unit ? `${id}-unit` : ''];
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': ids.filter(Boolean).join(' ') || undefined,
  };
}

export interface FieldFrameProps {
  id: string;
  field: ServerField;
  error: string | undefined;
  /** `label`: a `<label for={id}>` (text inputs); `caption`: the id `{id}-label`, for a group. */
  labelKind: 'label' | 'caption';
  children: ReactNode;
}

/**
 * A server field as every type shows it: its label (with '*' when required) and tooltip button,
 * the control, then the help text and the error under it.
 */
export function FieldFrame({ id, field, error, labelKind, children }: FieldFrameProps) {
  const { imageUrl, state } = useFormContext();
  const text = (
    <>
      {field.label}
      {isRequired(state, field) && (
        <span className="oss-dform__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
  return (
    <div className="oss-field oss-dform__field" data-field={field.name}>
      <div className="oss-dform__label-row">
        {labelKind === 'label' ? (
          <label className="oss-label" htmlFor={id}>
            {text}
          </label>
        ) : (
          <span className="oss-label" id={`${id}-label`}>
            {text}
          </span>
        )}
        {field.tooltips?.length ? (
          <FieldTooltip label={field.label} tooltips={field.tooltips} imageUrl={imageUrl} />
        ) : null}
      </div>
      {children}
      <FieldNotes id={id} hint={field.help ?? undefined} error={error} />
    </div>
  );
}
