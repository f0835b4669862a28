import { useState, useSyncExternalStore } from 'react';
import type { ServerForm, ServerFormState } from '../server-form';

/** Follows a server form's state: its form, whether it is busy, its last error. */
export function useServerFormState(controller: ServerForm): ServerFormState {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}

/**
 * Creates a server form for the component's life (`create` runs once, as history-list's
 * `useHistoryController` does) and follows its state. The component closes it on unmount.
 */
export function useServerForm(create: () => ServerForm): [ServerFormState, ServerForm] {
  const [controller] = useState(create);
  return [useServerFormState(controller), controller];
}
