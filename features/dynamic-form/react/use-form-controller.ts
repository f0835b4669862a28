import { useState, useSyncExternalStore } from 'react';
import type { FormController } from '../form-controller';
import type { FormState } from '../form-state';

/** Follows a form controller's state (a new snapshot after each change). */
export function useFormState(controller: FormController): FormState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}

/**
 * Creates a form controller for the component's life (`create` runs once, as
 * history-list's `useHistoryController` does) and follows its state.
 */
export function useFormController(create: () => FormController): [FormState, FormController] {
  const [controller] = useState(create);
  return [useFormState(controller), controller];
}
