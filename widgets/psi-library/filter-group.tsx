import { memo, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ThermalFilter } from '@/src/contracts/thermal/filters';
import { choiceLabel, lowerFirst, type Catalogue } from './catalogue';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

export interface FilterGroupProps {
  filter: ThermalFilter;
  catalogue: Catalogue;
  /** The draft's values of this filter. */
  chosen: readonly number[];
  onChoose: (filterId: number, valueId: number, on: boolean) => void;
}

/**
 * One multi-select (§2 'Filtrer par ...', 'Un ou plusieurs ...'): a disclosure button that reads
 * 'Un ou plusieurs choix', or the chosen values, and opens the filter's values as native
 * checkboxes. Escape closes it and gives the focus back to its button. A merged value is not
 * offered on its own: its target reads '{target} ou {merged}'.
 */
export const FilterGroup = memo(function FilterGroup({ filter, catalogue, chosen, onChoose }: FilterGroupProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const legendId = useId();
  const textId = useId();
  const listId = useId();
  const values = filter.filterValues.filter((value) => !catalogue.merged.has(value.id));
  const summary = chosen.map((id) => choiceLabel(catalogue, id)).join(', ');
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <fieldset className={`oss-lib-filter${open ? ' oss-lib-filter--open' : ''}`}>
      <legend id={legendId} className="oss-lib-filter__legend">
        {M.filterBy(lowerFirst(filter.name))}
      </legend>
      <button
        ref={trigger}
        type="button"
        className="oss-lib-filter__trigger"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${legendId} ${textId}`}
        onClick={() => setOpen(!open)}
        onKeyDown={onEscape}
      >
        <span id={textId} className={summary ? 'oss-lib-filter__chosen' : 'oss-lib-filter__placeholder'}>
          {summary || M.oneOrMore}
        </span>
        <span className="oss-lib-filter__caret" aria-hidden="true" />
      </button>
      <div id={listId} className="oss-lib-filter__list" hidden={!open}>
        {values.length === 0 ? (
          <p className="oss-lib-filter__empty">{M.noChoice}</p>
        ) : (
          <ul>
            {values.map((value) => (
              <li key={value.id}>
                <label className="oss-lib-check">
                  <input
                    type="checkbox"
                    checked={chosen.includes(value.id)}
                    onChange={(event) => onChoose(filter.id, value.id, event.currentTarget.checked)}
                    onKeyDown={onEscape}
                  />
                  <span>{choiceLabel(catalogue, value.id)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
});
