import { useMemo } from 'react';
import { fieldStyles } from '@/src/ui/form/field-styles';
import { adoptStylesheet } from '@/src/ui/styles/adopt-stylesheet';
import { DYNAMIC_FORM_CSS } from '../dynamic-form.css';
import type { FormController } from '../form-controller';
import { DynamicField } from './dynamic-field';
import { FormContext } from './form-context';
import { useFormState } from './use-form-controller';

export interface DynamicFieldsProps {
  controller: FormController;
  /** The step whose shown fields are rendered. */
  step: number;
  /** The address of a tooltip's image, a path on the API origin (as given by default). */
  imageUrl?: (path: string) => string;
}

const asGiven = (path: string) => path;

/** Adopts the shared field rules and the engine's own into the shadow root, at commit. */
function styles(node: HTMLDivElement | null): void {
  if (!node) return;
  fieldStyles(node);
  adoptStylesheet(node, 'dynamic-form', DYNAMIC_FORM_CSS);
}

/**
 * The fields of one step of a server form, in the server's order, each hidden while its
 * conditions fail. The island owns the `<form>`, the headings and the buttons around them.
 */
export function DynamicFields({ controller, step, imageUrl = asGiven }: DynamicFieldsProps) {
  const state = useFormState(controller);
  const context = useMemo(() => ({ controller, state, imageUrl }), [controller, state, imageUrl]);
  const fields = state.steps.find((s) => s.step === step)?.fields ?? [];
  return (
    <FormContext.Provider value={context}>
      <div className="oss-dform" ref={styles}>
        {fields.map((field) => (
          <DynamicField key={field.name} field={field} />
        ))}
      </div>
    </FormContext.Provider>
  );
}
