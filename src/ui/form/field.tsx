import { useId, useState, type InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import { UI_MESSAGES as M } from '../messages';
import { FieldShell, noteAttributes } from './field-notes';
import { visibleError } from './visible-error';
import { fieldStyles } from './field-styles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'type'>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  hint?: string;
  /** Validator returning the spec's French message, or undefined when valid. */
  validate?: (value: string | undefined, all: Record<string, unknown>) => string | undefined;
  /** Rewrites what is typed before it is stored (e.g. a postal code cut to 5 characters). */
  parse?: (value: string) => string;
  /** Marks the field required: '*' after its label, `aria-required` on the control (the rule stays the validator's). */
  required?: boolean;
}

/**
 * A labelled input bound to react-final-form. Its error shows under it once touched (or after
 * a submit attempt), or right away for an error the server gave; `aria-invalid` and
 * `aria-describedby` point at it.
 */
export function TextField({ name, label, type = 'text', hint, validate, parse, required, ...input }: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <Field<string> name={name} validate={validate as never} parse={parse ? (v: string) => parse(v ?? '') : undefined}>
      {({ input: field, meta }) => {
        const error = visibleError(meta);
        const control = (
          <input
            {...input}
            {...field}
            id={id}
            className="oss-input"
            type={type === 'password' && revealed ? 'text' : type}
            value={field.value ?? ''}
            data-autofocus={input.autoFocus || undefined}
            aria-required={required || input['aria-required']}
            {...noteAttributes(id, error, hint)}
          />
        );
        return (
          <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
            {type === 'password' ? (
              <div className="oss-input-row">
                {control}
                <RevealButton controls={id} revealed={revealed} onToggle={() => setRevealed((r) => !r)} />
              </div>
            ) : (
              control
            )}
          </FieldShell>
        );
      }}
    </Field>
  );
}

/** Shows or hides the password typed in the input `controls`; pressed while it shows. */
function RevealButton({ controls, revealed, onToggle }: { controls: string; revealed: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="oss-btn oss-btn--secondary"
      aria-pressed={revealed}
      aria-controls={controls}
      onClick={onToggle}
    >
      {revealed ? M.hidePassword : M.showPassword}
      <span className="oss-visually-hidden">{M.thePassword}</span>
    </button>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId();
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input } }) => (
        <div className="oss-check" ref={fieldStyles}>
          <input {...input} id={id} type="checkbox" />
          <label htmlFor={id}>{label}</label>
        </div>
      )}
    </Field>
  );
}

/** A labelled multi-line text bound to react-final-form, with the same error and hint wiring as `TextField`. */
export function TextAreaField({
  name,
  label,
  hint,
  validate,
  required,
  rows = 5,
}: Pick<TextFieldProps, 'name' | 'label' | 'hint' | 'validate' | 'required'> & { rows?: number }) {
  const id = useId();
  return (
    <Field<string> name={name} validate={validate as never}>
      {({ input: field, meta }) => {
        const error = visibleError(meta);
        return (
          <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
            <textarea
              {...field}
              id={id}
              rows={rows}
              aria-required={required || undefined}
              className="oss-input oss-input--area"
              value={field.value ?? ''}
              {...noteAttributes(id, error, hint)}
            />
          </FieldShell>
        );
      }}
    </Field>
  );
}
