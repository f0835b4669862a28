import { useId, useState } from 'react';
import { cleanPostalCode } from '@/src/contracts/constants';
import { FieldShell, noteAttributes } from '@/src/ui/form/field-notes';
import type { FilterValues } from './filters';
import type { FilterSpec } from './filter-specs';
import { HISTORY_MESSAGES as M } from './messages';
import { fieldStyles } from '@/src/ui/form/field-styles';

export interface FilterControlsProps {
  specs: FilterSpec[];
  values: FilterValues;
  onChange: (key: string, value: string) => void;
}

/** The labelled filter controls, shared by the desktop panel and the 'Filtrer par' dialog. */
export function FilterControls({ specs, values, onChange }: FilterControlsProps) {
  return (
    <div className="oss-history__controls" ref={fieldStyles}>
      {specs.map((spec) => (
        <FilterControl key={spec.key} spec={spec} values={values} onChange={onChange} />
      ))}
    </div>
  );
}

type ControlProps<K extends FilterSpec['kind']> = {
  /** The control's id, for its label. */
  id: string;
  spec: Extract<FilterSpec, { kind: K }>;
  value: string;
  change: (next: string) => void;
};

function FilterControl({ spec, values, onChange }: { spec: FilterSpec } & Omit<FilterControlsProps, 'specs'>) {
  const id = useId();
  const value = values[spec.key] ?? '';
  const change = (next: string) => onChange(spec.key, next);
  if (spec.kind === 'select') return <SelectFilter id={id} spec={spec} value={value} change={change} />;
  const error = reversedRange(spec, values) ? M.reversedDates : undefined;
  return (
    <InputFilter id={id} spec={spec} value={value} change={change} bounds={dateBounds(spec, values)} error={error} />
  );
}

/** A choice, with its tooltip behind a '?' button when the definition has one. */
function SelectFilter({ id, spec, value, change }: ControlProps<'select'>) {
  const [tipShown, setTipShown] = useState(false);
  const tipId = `${id}-tip`;
  return (
    <div className="oss-field">
      <span className="oss-history__label-row">
        <label className="oss-label" htmlFor={id}>
          {spec.label}
        </label>
        {spec.tooltip && (
          // The tooltip is the select's description either way; the button shows it on screen.
          <button
            type="button"
            className="oss-history__tip-button"
            aria-label={M.help(spec.label)}
            aria-expanded={tipShown}
            aria-controls={tipId}
            onClick={() => setTipShown(!tipShown)}
          >
            ?
          </button>
        )}
      </span>
      <select
        id={id}
        className="oss-input oss-select"
        value={value}
        aria-describedby={spec.tooltip ? tipId : undefined}
        onChange={(event) => change(event.target.value)}
      >
        {spec.any && <option value="">{M.all}</option>}
        {spec.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {spec.tooltip && (
        <p id={tipId} className="oss-hint" hidden={!tipShown}>
          {spec.tooltip}
        </p>
      )}
    </div>
  );
}

/** A date's `min`/`max`: the other end of its range, once chosen (a range cannot be reversed). */
function dateBounds(spec: FilterSpec, values: FilterValues): { min?: string; max?: string } {
  if (spec.kind !== 'date') return {};
  return {
    min: spec.after ? values[spec.after] || undefined : undefined,
    max: spec.before ? values[spec.before] || undefined : undefined,
  };
}

/**
 * True for the end of a date range typed before its start (`min` does not stop typing): the list
 * is then empty, and this says why.
 */
function reversedRange(spec: FilterSpec, values: FilterValues): boolean {
  if (spec.kind !== 'date' || !spec.after) return false;
  const start = values[spec.after] ?? '';
  const end = values[spec.key] ?? '';
  return start !== '' && end !== '' && end < start;
}

/** A text, postal-code or date filter; `error` says what is wrong with it (a reversed range). */
function InputFilter({
  id,
  spec,
  value,
  change,
  bounds,
  error,
}: ControlProps<'text' | 'postal' | 'date'> & { bounds: { min?: string; max?: string }; error?: string }) {
  return (
    <FieldShell id={id} label={spec.label} error={error}>
      <input
        {...noteAttributes(id, error)}
        {...bounds}
        {...(spec.kind === 'postal' ? ({ inputMode: 'numeric', pattern: '[0-9]*' } as const) : {})}
        id={id}
        className="oss-input"
        type={spec.kind === 'date' ? 'date' : 'text'}
        autoComplete="off"
        value={value}
        onChange={(event) => change(spec.kind === 'postal' ? cleanPostalCode(event.target.value) : event.target.value)}
      />
    </FieldShell>
  );
}
