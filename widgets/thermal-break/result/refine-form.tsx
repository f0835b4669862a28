import { useStore } from 'zustand';
import { Button } from '@/src/ui/button';
import { Skeleton } from '@/src/ui/spinner';
import { RESULT_MESSAGES as M } from './messages';
import type { RefineController } from './refine-controller';
import { canContinue, visibleFilters } from './refine-rules';
import { RefineSelect } from './refine-select';

export interface RefineFormProps {
  controller: RefineController;
  rupteurUuid: number | null;
  onSubmit: () => void;
  onBack: () => void;
}

/**
 * 'Trouver un rupteur' (§2): one select per visible filter, 'Retour' and 'Suivant' — offered
 * once a psi value exists or every visible filter has a value, and not while the choices are
 * being checked with the server; busy while the refined answers are saved.
 */
export function RefineForm({ controller, rupteurUuid, onSubmit, onBack }: RefineFormProps) {
  const state = useStore(controller.store);
  return (
    <>
      <h3 className="oss-tb-card__title">{M.findTab}</h3>
      <p className="oss-text">{M.refineQuestion}</p>
      {state.status === 'loading' && <Skeleton lines={4} label={M.refineUpdating} />}
      {state.error && (
        <p className="oss-error" role="alert">
          {state.error}
        </p>
      )}
      {state.status === 'ready' && (
        <form
          className="oss-tb-refine"
          aria-busy={state.updating || state.saving || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {visibleFilters(state.filters, state.answers, rupteurUuid).map((filter) => (
            <RefineSelect
              key={filter.id}
              filter={filter}
              value={state.answers[filter.id]}
              disabled={state.saving}
              onChange={(value) => controller.choose(filter.id, value)}
            />
          ))}
          <div className="oss-actions">
            <Button variant="secondary" onClick={onBack} disabled={state.saving}>
              {M.back}
            </Button>
            <Button
              type="submit"
              busy={state.saving}
              busyLabel={M.refining}
              disabled={state.updating || !canContinue(state.psiValue, state.filters, state.answers, rupteurUuid)}
            >
              {M.next}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
