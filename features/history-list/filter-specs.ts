import type { ClusterFilters } from '@/src/contracts/history/carbon';
import type { FloorFilters } from '@/src/contracts/history/floor';
import { choicesOf, FLOOR_ORDERS, type Choice } from './filters';
import { HISTORY_MESSAGES as M } from './messages';

/**
 * Which controls a history page shows, built from the server's filter definitions
 * (account-layer §3): choices with their tooltip, text filters when flagged, postal code, dates,
 * order.
 */
export type FilterSpec =
  | {
      key: string;
      kind: 'select';
      label: string;
      choices: Choice[];
      /** Help text of the definition, read as the control's description. */
      tooltip?: string;
      /** Offers a first 'Tous' choice (no filter); the order has none. */
      any: boolean;
    }
  | { key: string; kind: 'text' | 'postal'; label: string }
  /** `after`/`before`: the other date bounding this one (a range cannot be reversed). */
  | { key: string; kind: 'date'; label: string; after?: string; before?: string };

export function floorFilterSpecs(defs: FloorFilters): FilterSpec[] {
  const choice = (key: 'type' | 'floor' | 'floorLevel'): FilterSpec => ({
    key,
    kind: 'select',
    label: M[key],
    choices: choicesOf(defs[key]),
    tooltip: defs[key].tooltip,
    any: true,
  });
  return [
    choice('type'),
    choice('floor'),
    choice('floorLevel'),
    ...(defs.title ? [{ key: 'title', kind: 'text', label: M.title } as const] : []),
    ...(defs.projectCode ? [{ key: 'projectCode', kind: 'text', label: M.projectCode } as const] : []),
    { key: 'zip', kind: 'postal', label: M.zip },
    { key: 'dateFrom', kind: 'date', label: M.dateFrom, before: 'dateTo' },
    { key: 'dateTo', kind: 'date', label: M.dateTo, after: 'dateFrom' },
    { key: 'order', kind: 'select', label: M.order, choices: FLOOR_ORDERS, any: false },
  ];
}

export function carbonFilterSpecs({ filters, orders }: ClusterFilters): FilterSpec[] {
  return [
    {
      key: 'systemType',
      kind: 'select',
      label: M.systemType,
      choices: choicesOf(filters.systemType),
      tooltip: filters.systemType.tooltip,
      any: true,
    },
    { key: 'title', kind: 'text', label: M.clusterTitle },
    { key: 'zip', kind: 'postal', label: M.zip },
    {
      key: 'order',
      kind: 'select',
      label: M.order,
      choices: orders.map(({ value, label }) => ({ value, label })),
      any: false,
    },
  ];
}
