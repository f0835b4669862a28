import { useId } from 'react';
import { Field, useField } from 'react-final-form';
import { FieldNotes, FieldShell, noteAttributes } from './field-notes';
import { visibleError } from './visible-error';
import { fieldStyles } from './field-styles';

/**
 * The styles of these fields. Not in the base stylesheet, which every page pays for with the
 * header: an island that uses them adds this to its own `css`.
 */
export const CHOICE_FIELDS_CSS = `
.oss-fieldset { border: 0; margin: 0 0 1em; padding: 0; min-width: 0; }
.oss-fieldset > .oss-label { padding: 0; margin-bottom: .3em; }
.oss-radios { display: flex; flex-wrap: wrap; gap: .25em 1.5em; }
.oss-radios .oss-check { margin: 0; min-height: 44px; }
`;

/** One choice of a select or a radio group: the value sent, the label shown. */
export interface Choice {
  value: string;
  label: string;
}

/** A labelled `<select>` bound to react-final-form, with its error under it. */
export function SelectField({
  name,
  label,
  options,
  autoComplete,
}: {
  name: string;
  label: string;
  options: readonly Choice[];
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldShell id={id} label={label} error={error}>
            <select
              {...input}
              id={id}
              className="oss-input oss-select"
              value={input.value ?? ''}
              autoComplete={autoComplete}
              {...noteAttributes(id, error)}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FieldShell>
        );
      }}
    </Field>
  );
}

/**
 * Radio buttons in a fieldset whose legend names the group; the group's error under it. The
 * invalid state and the error link sit on a `radiogroup` inside the fieldset, named by the same
 * legend: ARIA gives `aria-invalid` to a radiogroup, not to a radio nor to a fieldset's `group`.
 */
export function RadioGroupField({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly Choice[];
}) {
  const id = useId();
  const { meta } = useField(name, {
    subscription: { error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = visibleError(meta);
  return (
    <fieldset className="oss-fieldset" ref={fieldStyles}>
      <legend id={`${id}-legend`} className="oss-label">
        {legend}
      </legend>
      <div className="oss-radios" role="radiogroup" aria-labelledby={`${id}-legend`} {...noteAttributes(id, error)}>
        {options.map((option) => (
          <Field<string> key={option.value} name={name} type="radio" value={option.value}>
            {({ input }) => (
              <label className="oss-check">
                <input {...input} type="radio" />
                {option.label}
              </label>
            )}
          </Field>
        ))}
      </div>
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}

/**
 * A checkbox that may carry an error (a consent that must be ticked): unlike `CheckboxField`,
 * its error shows under it and `aria-invalid` / `aria-describedby` point at it.
 */
export function ConsentField({ name, label }: { name: string; label: string }) {
  const id = useId();
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input }, meta }) => {
        const error = visibleError(meta);
        return (
          <div className="oss-field" ref={fieldStyles}>
            <div className="oss-check">
              <input {...input} id={id} type="checkbox" {...noteAttributes(id, error)} />
              <label htmlFor={id}>{label}</label>
            </div>
            <FieldNotes id={id} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
