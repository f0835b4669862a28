import { boolean, record, refine, string, type, type Infer } from 'superstruct';
import { success } from '../envelope';
import { Name } from '../fields';

/** What the floor and carbon histories share: dates, filter definitions, the delete answer. */

/** An instant in ISO 8601, e.g. `2026-11-18T07:00:00.000Z`. */
export const IsoDateTime = refine(
  string(),
  'isoDateTime',
  (v) => (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))) || 'Date invalide',
);

/** One filter: its choices (label shown → value sent) and the help text of its tooltip. */
export const FilterDefinition = type({ values: record(string(), string()), tooltip: string() });
export type FilterDefinition = Infer<typeof FilterDefinition>;

/**
 * `clusterRemoved`: the cluster is gone. Carbon: deleting a cluster, or its last simulation. Floor:
 * deleting the last simulation of a configuration's cluster (floor/cluster.ts), with the message
 * 'Le cluster a été supprimé.'; deleting a saved solution never removes one.
 */
export const DeleteAnswer = success(type({ clusterRemoved: boolean() }));

/**
 * A new name for a saved item ('Renommer': a floor simulation, a carbon project): one
 * line, 1 to 100 characters (the configuration name's limit).
 */
export const ItemTitle = refine(Name, 'maxLength', (v) => v.trim().length <= 100 || '100 caractères au maximum.');
