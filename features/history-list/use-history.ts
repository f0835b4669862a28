import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { FilterValues } from './filters';
import type { HistoryController, HistoryState } from './history-controller';

/** Creates a history controller for the component's life and follows its state. */
export function useHistoryController<F extends FilterValues, R>(
  create: () => HistoryController<F, R>,
): [HistoryState<F, R>, HistoryController<F, R>] {
  const [controller] = useState(create);
  useEffect(() => {
    controller.start();
    return () => controller.dispose();
  }, [controller]);
  return [useStore(controller.store), controller];
}
