import { useId, type ChangeEvent, type KeyboardEvent } from 'react';
import type { ServerField } from '@/src/contracts/forms/server-field';
import { isRequired } from '../form-state';
import { blocksKey, cleanInput } from '../keys';
import { describedBy, FieldFrame } from './field-frame';
import { useFormContext } from './form-context';

/**
 * A text or number field. Numbers are `type="text"` with a numeric keyboard (`inputMode`):
 * `type="number"` would let e, E, - and + through and hide what the pattern strips. Blocked keys
 * are refused as they are pressed; what is pasted loses the same characters (keys.ts).
 */
export function InputField({ field }: { field: ServerField }) {
  const { controller, state } = useFormContext();
  const id = useId();
  const error = state.errors[field.name];
  const value = state.values[field.name];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!event.ctrlKey && !event.metaKey && !event.altKey && blocksKey(field, event.key)) event.preventDefault();
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const kept = cleanInput(field, input.value);
    // Set here too: when nothing is kept the answer does not change, and Preact would leave the
    // refused characters on screen.
    if (kept !== input.value) input.value = kept;
    controller.setValue(field.name, kept);
  };
  return (
    <FieldFrame id={id} field={field} error={error} labelKind="label">
      <div className="oss-dform__input-row">
        <input
          id={id}
          name={field.name}
          className="oss-input"
          type="text"
          inputMode={inputMode(field)}
          value={typeof value === 'string' ? value : ''}
          placeholder={field.attr?.placeholder}
          aria-required={isRequired(state, field) || undefined}
          {...describedBy(id, field, error)}
          onKeyDown={onKeyDown}
          onChange={onChange}
          onBlur={() => controller.blur(field.name)}
        />
        {field.unit && (
          <span id={`${id}-unit`} className="oss-dform__unit">
            {field.unit}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}

/** Whole centimetres get the digits keyboard; other numbers one with a decimal separator. */
function inputMode(field: ServerField): 'numeric' | 'decimal' | undefined {
  if (field.type !== 'number') return undefined;
  return field.unit === 'cm' ? 'numeric' : 'decimal';
}
