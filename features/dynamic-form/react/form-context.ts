import { createContext, useContext } from 'react';
import type { FormController } from '../form-controller';
import type { FormState } from '../form-state';

/** What every field of a server form reads: the controller, its state, where images live. */
export interface FormContextValue {
  controller: FormController;
  state: FormState;
  imageUrl: (path: string) => string;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('A server form field renders inside <DynamicFields>.');
  return value;
}
