import { useId } from 'react';
import type { ThermalFilter } from '@/src/contracts/thermal/filters';
import { RESULT_MESSAGES as M } from './messages';
import { fieldStyles } from '@/src/ui/form/field-styles';

export interface RefineSelectProps {
  filter: ThermalFilter;
  value: number | undefined;
  onChange: (valueId: number | null) => void;
  disabled?: boolean;
}

/**
 * One filter of the refine form: a native single select, not searchable, with 'Sélectionnez'
 * as its empty choice ('Aucun choix disponible' when the filter offers nothing) and a clear
 * button once a value is chosen.
 */
export function RefineSelect({ filter, value, onChange, disabled }: RefineSelectProps) {
  const id = useId();
  const empty = filter.filterValues.length === 0;
  return (
    <div className="oss-field oss-tb-select" ref={fieldStyles}>
      <label className="oss-label" htmlFor={id}>
        {filter.name}
      </label>
      <div className="oss-tb-select__row">
        <select
          id={id}
          className="oss-input"
          value={value ?? ''}
          disabled={disabled || empty}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{empty ? M.noChoice : M.select}</option>
          {filter.filterValues.map((v) => (
            <option key={v.id} value={v.id}>
              {v.value}
            </option>
          ))}
        </select>
        {value !== undefined && (
          <button
            type="button"
            className="oss-btn oss-btn--secondary oss-tb-select__clear"
            aria-label={M.clear(filter.name)}
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            ×
          </button>
        )}
      </div>
    </div>
  );
}
