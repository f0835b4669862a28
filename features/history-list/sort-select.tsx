import { useId } from 'react';
import type { Choice } from './filters';
import { fieldStyles } from '@/src/ui/form/field-styles';

/**
 * A list sorted by one select and nothing else (no filter panel): which parameter it sets, its
 * label and its choices, in the order offered.
 */
export interface SortSpec {
  key: string;
  label: string;
  choices: Choice[];
}

export interface SortSelectProps {
  spec: SortSpec;
  value: string;
  onChange: (key: string, value: string) => void;
}

/** The sort menu above a list: a native select, so the keyboard and screen readers know it. */
export function SortSelect({ spec, value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="oss-field oss-history__sort" ref={fieldStyles}>
      <label className="oss-label" htmlFor={id}>
        {spec.label}
      </label>
      <select
        id={id}
        className="oss-input oss-select"
        value={value}
        onChange={(event) => onChange(spec.key, event.target.value)}
      >
        {spec.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
