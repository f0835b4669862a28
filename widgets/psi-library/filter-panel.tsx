import { useCallback, useId, useRef, type RefObject } from 'react';
import { Button } from '@/src/ui/button';
import { chosenFilterCount } from './choices';
import { Chips } from './chips';
import { FilterGroup } from './filter-group';
import type { LibraryController } from './library-controller';
import type { LibraryState } from './library-state';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

const NONE: readonly number[] = [];

export interface FilterPanelProps {
  state: LibraryState;
  library: LibraryController;
  /** Folded behind 'Filtres' below 720 px (§9 'Mobile breakpoint for the filters panel 720 px'). */
  open: boolean;
  onToggle: () => void;
  /** The panel's body, for 'Modifier mes critères' to focus its first filter. */
  bodyRef: RefObject<HTMLDivElement | null>;
}

/**
 * The multi-select filter panel (§2): one multi-select per filter, the count of chosen filters,
 * removable chips, 'Réinitialiser les filtres' and 'Valider'. It edits a draft; the count of
 * psi values the draft would give is asked as it changes and announced politely.
 */
export function FilterPanel({ state, library, open, onToggle, bodyRef }: FilterPanelProps) {
  const { catalogue, draft, offered } = state;
  const bodyId = useId();
  const validateRef = useRef<HTMLButtonElement>(null);
  const onChoose = useCallback(
    (filterId: number, valueId: number, on: boolean) => library.choose(filterId, valueId, on),
    [library],
  );
  if (!catalogue) return null;
  // How many filters are on, said by 'Filtres' too: the phone's folded panel.
  const chosen = chosenFilterCount(draft);
  return (
    <section className={`oss-lib-panel${open ? ' oss-lib-panel--open' : ''}`} aria-label={M.panelTitle}>
      <button
        type="button"
        className="oss-btn oss-btn--secondary oss-lib-panel__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        {chosen > 0 ? `${M.panelToggle} (${chosen})` : M.panelToggle}
      </button>
      <div id={bodyId} ref={bodyRef} className="oss-lib-panel__body">
        <p className="oss-lib-panel__count">{M.chosenFilters(chosen)}</p>
        <Chips
          catalogue={catalogue}
          draft={draft}
          onRemove={(filterId, valueId) => library.choose(filterId, valueId, false)}
          focusAfterLast={() => validateRef.current?.focus()}
        />
        <div className="oss-lib-panel__filters">
          {offered.filters.map((filter) => (
            <FilterGroup
              key={filter.id}
              filter={filter}
              catalogue={catalogue}
              chosen={draft[String(filter.id)] ?? NONE}
              onChoose={onChoose}
            />
          ))}
        </div>
        <div className="oss-lib-panel__actions">
          <p className="oss-lib-panel__draft" role="status" aria-live="polite">
            {draftText(state)}
          </p>
          {offered.status === 'failed' && (
            <Button variant="link" onClick={library.retry}>
              {M.retry}
            </Button>
          )}
          <Button variant="secondary" onClick={library.reset}>
            {M.reset}
          </Button>
          <Button ref={validateRef} onClick={library.validate}>
            {M.validate}
          </Button>
        </div>
      </div>
    </section>
  );
}

function draftText({ offered }: LibraryState): string {
  if (offered.status === 'counting') return M.draftCounting;
  if (offered.status === 'failed') return M.draftFailed;
  // No choice: the results already ask for one ('Pour commencer…').
  return typeof offered.count === 'number' ? M.draftCount(offered.count) : '';
}
