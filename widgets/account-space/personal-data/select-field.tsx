import { useId } from 'react';
import { Field } from 'react-final-form';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select bound to react-final-form ('' is a real choice: the blank one). */
export function SelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
}) {
  const id = useId();
  return (
    <Field<string> name={name}>
      {({ input }) => (
        <div className="oss-field">
          <label className="oss-label" htmlFor={id}>
            {label}
          </label>
          <select {...input} id={id} className="oss-input oss-select" value={input.value ?? ''}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </Field>
  );
}
