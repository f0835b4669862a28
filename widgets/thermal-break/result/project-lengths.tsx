import { useCallback, useEffect, useRef } from 'react';
import { downloadProject, projectJunctions } from '@/features/thermal-project/project-export';
import { inputOf, lengthError, lengthsOf, type LengthsInput } from '@/features/thermal-project/lengths-input';
import { PROJECT_MESSAGES as M } from '@/features/thermal-project/messages';
import { ProjectTable } from '@/features/thermal-project/project-table';
import { done, guardApi, refused, refusedBy, type Outcome } from '@/src/api/outcome';
import { mainHistoryLengths, type MainHistory } from '@/src/contracts/history/main';
import { floorOf } from '@/src/contracts/thermal/guard-rail';
import { projectFigures, PROJECT_PART_LABELS, PROJECT_PARTS, type ProjectPart } from '@/src/contracts/thermal/project';
import { useRuntime } from '@/src/runtime/runtime-context';
import type { Runtime } from '@/src/runtime/runtime';
import { Button } from '@/src/ui/button';
import { TextField } from '@/src/ui/form/field';
import { submitWith } from '@/src/ui/form/submit';
import { FormActions, SubmitForm } from '@/src/ui/form/submit-form';
import { adoptStylesheet } from '@/src/ui/styles/adopt-stylesheet';
import { PROJECT_CSS } from './project.css';

/** Stores the lengths with the simulation (whoever may refine it may: the same rule). */
function saveLengths(
  rt: Runtime,
  history: MainHistory,
  input: LengthsInput,
): Promise<Outcome<{ history: MainHistory }>> {
  return guardApi(async () => {
    await rt.device.required();
    const reply = await rt.api.call(mainHistoryLengths, { body: { id: history.id, lengths: lengthsOf(input) } });
    if (!reply.ok) return reply.message.trim() ? refusedBy(reply) : refused(M.saveFailed, reply.error ?? undefined);
    return done({ history: reply.datas.history, toast: reply.message || M.saved });
  });
}

/** Parts with a ψ to count them with: a ground-bearing slab has no about (missing-psi.ts). */
function partsOf(history: MainHistory): ProjectPart[] {
  const psi = history.psiValue;
  return PROJECT_PARTS.filter((part) => (part === 'about' ? psi?.psiAbout != null : true));
}

/** A field per part, in metres, with the ψ it is counted with as its hint. */
function LengthFields({ parts }: { parts: ProjectPart[] }) {
  return (
    <fieldset className="oss-tb-project__fields">
      <legend>{M.lengthsLegend}</legend>
      {parts.map((part) => (
        <TextField
          key={part}
          name={part}
          label={PROJECT_PART_LABELS[part].label}
          hint={`${M.lengthUnit}, ${PROJECT_PART_LABELS[part].psi}`}
          inputMode="decimal"
          autoComplete="off"
          validate={lengthError}
        />
      ))}
    </fieldset>
  );
}

/**
 * 'Mon projet' (beyond the spec, what a thermal study needs from a ψ): the junction's lengths in
 * metres (about, rive, another length counted with ψ moyen), the figures recomputed as they are
 * typed, saved with the simulation (then in its PDF and the history), exported as CSV or JSON —
 * what is typed, saved or not. A chunk of its own, loaded when asked for.
 */
export default function ProjectLengths({
  history,
  onSaved,
  focusOnOpen,
}: {
  history: MainHistory;
  onSaved: (history: MainHistory) => void;
  focusOnOpen: boolean;
}) {
  const rt = useRuntime();
  const floor = floorOf(history.filterValues);
  const name = history.name?.trim() || history.rupteur?.name || '';
  const exportAs = (input: LengthsInput, extension: 'csv' | 'json') =>
    downloadProject(projectJunctions([{ ...history, lengths: lengthsOf(input) }]), extension, name);
  const frame = useRef<HTMLDivElement | null>(null);
  const adopt = useCallback((node: HTMLDivElement | null) => {
    frame.current = node;
    if (node) adoptStylesheet(node, 'thermal-project', PROJECT_CSS);
  }, []);
  // Opened by its button, the section takes the focus to its first length (not when it opens by
  // itself with saved lengths: the page then loads, and the focus stays where the visitor is).
  useEffect(() => {
    if (focusOnOpen) frame.current?.querySelector('input')?.focus();
  }, [focusOnOpen]);
  return (
    <div ref={adopt}>
      <SubmitForm<LengthsInput>
        initialValues={inputOf(history.lengths)}
        onSubmit={submitWith(
          (values) => saveLengths(rt, history, values),
          (outcome) => onSaved(outcome.history),
        )}
      >
        {({ values, submitting }) => (
          <>
            <LengthFields parts={partsOf(history)} />
            <ProjectTable figures={projectFigures(history.psiValue, lengthsOf(values))} floor={floor} />
            <FormActions submitting={submitting} submitLabel={M.save} busyLabel={M.saving}>
              <Button variant="secondary" onClick={() => exportAs(values, 'csv')}>
                {M.exportCsv}
              </Button>
              <Button variant="secondary" onClick={() => exportAs(values, 'json')}>
                {M.exportJson}
              </Button>
            </FormActions>
          </>
        )}
      </SubmitForm>
    </div>
  );
}
