import { useId, useState } from 'react';
import { Button } from '@/src/ui/button';
import { Dialog } from '@/src/ui/dialog';
import { FilterControls } from './filter-controls';
import type { FilterSpec } from './filter-specs';
import { activeFilterCount, hasFilter, type FilterValues } from './filters';
import { HISTORY_MESSAGES as M } from './messages';

export interface HistoryFiltersProps<F extends FilterValues> {
  specs: FilterSpec[];
  /** What the controls show. */
  values: F;
  defaults: F;
  onChange: (key: keyof F & string, value: string) => void;
  onReset: () => void;
  /** The dialog's 'Valider': applies its filters at once. */
  onApply: (values: F) => void;
}

/**
 * The filters above the list (desktop), and below 48rem a 'Filtrer par' button opening a dialog
 * with the same controls, 'Réinitialiser' and 'Valider' (account-layer §2). The CSS shows one or
 * the other. 'Réinitialiser' is enabled only when some filter is set (§4). The button shows how
 * many filters are on, since the panel is hidden there.
 */
export function HistoryFilters<F extends FilterValues>({
  specs,
  values,
  defaults,
  onChange,
  onReset,
  onApply,
}: HistoryFiltersProps<F>) {
  const [dialog, setDialog] = useState(false);
  const countId = useId();
  const active = activeFilterCount(values, defaults);
  return (
    <>
      <section className="oss-history__filters" aria-label={M.filters}>
        <FilterControls specs={specs} values={values} onChange={onChange as (key: string, value: string) => void} />
        <div className="oss-actions">
          <Button variant="secondary" disabled={!hasFilter(values, defaults)} onClick={onReset}>
            {M.reset}
          </Button>
        </div>
      </section>
      <Button
        variant="secondary"
        className="oss-history__filter-open"
        aria-haspopup="dialog"
        aria-expanded={dialog}
        aria-describedby={active > 0 ? countId : undefined}
        onClick={() => setDialog(true)}
      >
        {M.filterBy}
        {active > 0 && (
          <span className="oss-history__badge" aria-hidden="true">
            {active}
          </span>
        )}
      </Button>
      {active > 0 && (
        <span id={countId} className="oss-visually-hidden">
          {M.activeFilters(active)}
        </span>
      )}
      {dialog && (
        <FilterDialog
          specs={specs}
          values={values}
          defaults={defaults}
          onApply={(next) => {
            onApply(next);
            setDialog(false);
          }}
          onClose={() => setDialog(false)}
        />
      )}
    </>
  );
}

/** Edits a copy of the filters; nothing is queried until 'Valider'. */
function FilterDialog<F extends FilterValues>({
  specs,
  values,
  defaults,
  onApply,
  onClose,
}: {
  specs: FilterSpec[];
  values: F;
  defaults: F;
  onApply: (values: F) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(values);
  return (
    <Dialog title={M.filterBy} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <FilterControls
          specs={specs}
          values={draft}
          onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))}
        />
        <div className="oss-actions">
          <Button variant="secondary" disabled={!hasFilter(draft, defaults)} onClick={() => setDraft(defaults)}>
            {M.reset}
          </Button>
          <Button type="submit">{M.apply}</Button>
        </div>
      </form>
    </Dialog>
  );
}
