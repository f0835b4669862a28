import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { MainHistory } from '@/src/contracts/history/main';
import type { ThermalFilter } from '@/src/contracts/thermal/filters';
import { FLOOR_QUESTION } from '@/src/contracts/thermal/guard-rail';
import { useRuntime } from '@/src/runtime/runtime-context';
import { Button } from '@/src/ui/button';
import { ViewHeading } from '@/src/ui/view-heading';
import { apiHref } from '@/src/api/api-href';
import { RESULT_MESSAGES as M } from './messages';
import { PsiValues } from './psi-values';
import { createRefineController } from './refine-controller';
import type { RefineAnswers } from './refine-rules';
import { RefineForm } from './refine-form';
import { loadConfiguration, saveRefine } from './result-calls';
import { Tabs } from './tabs';

export interface RefineViewProps {
  history: MainHistory;
  /** The refined history ('Suivant' succeeded). */
  onDone: (history: MainHistory) => void;
  /** 'Retour' and 'Retour au résultat'. */
  onBack: () => void;
}

/** The configuration's detail drawing (a section of the junction), on the API origin. */
function Drawing({ path }: { path: string }) {
  const { config } = useRuntime();
  const [broken, setBroken] = useState(false);
  if (!path || broken) return null;
  return (
    <img
      className="oss-tb-drawing"
      src={apiHref(config.apiBase, path)}
      alt={M.drawing}
      onError={() => setBroken(true)}
    />
  );
}

/** The floor the refine view's choices say (the guard rail depends on it). */
function refinedFloor(filters: readonly ThermalFilter[], answers: RefineAnswers): string | null {
  const floor = filters.find((filter) => filter.name === FLOOR_QUESTION);
  return floor?.filterValues.find((value) => value.id === answers[floor.id])?.value ?? null;
}

/**
 * The criteria panel's refine view (§2 "Refine (configurator) screen", §4): tabs 'Trouver un
 * rupteur' (./refine-form) and 'Configurateur' (the psi values the choices determine, once they
 * do), and 'Retour au résultat'. A failed save keeps the form as chosen, with the reason.
 */
export function RefineView({ history, onDone, onBack }: RefineViewProps) {
  const rt = useRuntime();
  const uuid = history.rupteur?.uuid ?? null;
  const [controller] = useState(() =>
    createRefineController({
      rupteurUuid: uuid,
      load: (answers) => loadConfiguration(rt, history.id, answers),
      save: (answers) => saveRefine(rt, history.id, answers),
    }),
  );
  useEffect(() => controller.start(history.filterValues.map((v) => v.id)), [controller, history]);
  const psiValue = useStore(controller.store, (s) => s.psiValue);
  const floor = useStore(controller.store, (s) => refinedFloor(s.filters, s.answers));
  const saving = useStore(controller.store, (s) => s.saving);
  const [tab, setTab] = useState<'find' | 'configurator'>('find');
  const submit = async () => {
    const refined = await controller.submit();
    if (refined) onDone(refined);
  };
  const find = <RefineForm controller={controller} rupteurUuid={uuid} onSubmit={() => void submit()} onBack={onBack} />;
  return (
    <section className="oss-tb-panel" aria-label={M.criteria}>
      <ViewHeading className="oss-tb-panel__title">{M.criteria}</ViewHeading>
      <Tabs
        label={M.criteria}
        current={psiValue ? tab : 'find'}
        onSelect={setTab}
        tabs={[
          { id: 'find', label: M.findTab, panel: find },
          ...(psiValue
            ? [
                {
                  id: 'configurator' as const,
                  label: M.configuratorTab,
                  panel: <PsiValues psi={psiValue} floor={floor} drawing={<Drawing path={psiValue.image.url} />} />,
                },
              ]
            : []),
        ]}
      />
      <div>
        <Button variant="link" onClick={onBack} disabled={saving}>
          {M.backToResult}
        </Button>
      </div>
    </section>
  );
}
