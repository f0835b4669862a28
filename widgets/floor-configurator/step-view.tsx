import type { FormEvent } from 'react';
import { DynamicFields } from '@/features/dynamic-form/react/dynamic-fields';
import type { FormController } from '@/features/dynamic-form/form-controller';
import { useServerFormState } from '@/features/dynamic-form/react/use-server-form';
import { apiHref } from '@/src/api/api-href';
import type { Runtime } from '@/src/runtime/runtime';
import { Button } from '@/src/ui/button';
import { ViewHeading } from '@/src/ui/view-heading';
import type { Configurator, ConfiguratorState } from './configurator-controller';
import { FLOOR_MESSAGES as M } from './messages';

const STEPS = 2;

/**
 * Step 1 (zip code, configuration name, 'Continuer') or step 2 (the server's fields, 'Trouver les
 * solutions adaptées', 'Retour à l'étape précédente'), §2.1. One `<form>` per step: Enter in a
 * field moves on or submits. While the form is fetched again the fields say they are busy.
 */
export function StepView({
  rt,
  form,
  step,
  state,
  configurator,
}: {
  rt: Runtime;
  form: FormController;
  step: 1 | 2;
  state: ConfiguratorState;
  configurator: Configurator;
}) {
  const { busy } = useServerFormState(configurator.server);
  const meta = form.getState().steps.find((s) => s.step === step);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) configurator.next();
    else void configurator.submit();
  };
  return (
    <form className="oss-floor-step" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <p className="oss-floor-step__progress">{M.stepOf(step, STEPS)}</p>
      <ViewHeading className="oss-floor__heading">{meta?.title ?? M.title}</ViewHeading>
      {meta?.description && <p className="oss-floor-step__description">{meta.description}</p>}
      <DynamicFields controller={form} step={step} imageUrl={(path) => apiHref(rt.config.apiBase, path)} />
      <p className="oss-visually-hidden" role="status">
        {busy ? M.updatingForm : ''}
      </p>
      <div className="oss-floor__actions">
        {step === 1 ? (
          <Button type="submit">{M.next}</Button>
        ) : (
          <>
            <Button type="submit" busy={state.submitting} busyLabel={M.searching}>
              {M.find}
            </Button>
            <Button variant="link" onClick={configurator.back}>
              {M.previousStep}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
