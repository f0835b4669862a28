import type { FormEvent } from 'react';
import { DynamicFields } from '@/features/dynamic-form/react/dynamic-fields';
import type { FormController } from '@/features/dynamic-form/form-controller';
import { useServerFormState } from '@/features/dynamic-form/react/use-server-form';
import { apiHref } from '@/src/api/api-href';
import type { Runtime } from '@/src/runtime/runtime';
import { Button } from '@/src/ui/button';
import { ViewHeading } from '@/src/ui/view-heading';
import { CARBON_MESSAGES as M } from './messages';
import type { Tunnel } from './tunnel-controller';
import type { TunnelState } from './tunnel-state';

/**
 * Step 1 (zip code, project name, path; 'Continuer') or step 2 (the server's fields in answering
 * order, 'Estimer l'impact carbone' once the server says they are complete), §2.2, §4.2. One
 * `<form>` per step: Enter in a field moves on or submits. The previous-step link shows from step
 * 2 unless a cluster is set.
 */
export function StepView({
  rt,
  form,
  step,
  state,
  tunnel,
}: {
  rt: Runtime;
  form: FormController;
  step: 1 | 2;
  state: TunnelState;
  tunnel: Tunnel;
}) {
  const { busy } = useServerFormState(tunnel.server);
  const meta = form.getState().steps.find((s) => s.step === step);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 1) void tunnel.next();
    else if (state.completed) void tunnel.submit();
  };
  return (
    <form className="oss-tunnel-step" noValidate onSubmit={submit} aria-busy={busy || state.advancing || undefined}>
      <p className="oss-tunnel-step__progress">{M.stepOf(step, 3)}</p>
      <ViewHeading className="oss-tunnel__heading">{meta?.title || M.steps[step - 1]}</ViewHeading>
      {meta?.description && <p className="oss-tunnel-step__description">{meta.description}</p>}
      <DynamicFields controller={form} step={step} imageUrl={(path) => apiHref(rt.config.apiBase, path)} />
      <p className="oss-visually-hidden" role="status">
        {busy ? M.updatingForm : ''}
      </p>
      {step === 1 && state.step1Error && (
        <p className="oss-error" role="alert">
          {M.step2Failed} {state.step1Error}
        </p>
      )}
      <div className="oss-tunnel__actions">
        {step === 1 ? (
          <Button type="submit" busy={state.advancing} busyLabel={M.loadingForm}>
            {M.next}
          </Button>
        ) : (
          <StepTwoActions state={state} tunnel={tunnel} />
        )}
      </div>
    </form>
  );
}

function StepTwoActions({ state, tunnel }: { state: TunnelState; tunnel: Tunnel }) {
  return (
    <>
      {state.completed ? (
        <Button type="submit" busy={state.submitting} busyLabel={M.estimating}>
          {M.estimate}
        </Button>
      ) : (
        <p className="oss-tunnel-step__hint">{M.answerAll}</p>
      )}
      {state.clusterId === null && (
        <Button variant="link" onClick={tunnel.back}>
          {M.previousStep}
        </Button>
      )}
    </>
  );
}
