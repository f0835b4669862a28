import { formatFigure } from '@/features/psi-values/format';
import { formatDifference, PSI_FIGURES } from '@/features/psi-values/psi-figures';
import { configurationOf } from './configuration';
import type { Catalogue } from './catalogue';
import type { CompareItem } from './compare-store';

/** One row of the comparison: a label and one cell per value, in the order picked. */
export interface CompareRow {
  label: string;
  cells: { value: string; difference: string | null }[];
}

export interface CompareTable {
  columns: { id: number; rupteur: string; configuration: string; lowest: boolean }[];
  figures: CompareRow[];
  filters: CompareRow[];
}

/**
 * The comparison (beyond the spec): one column per value, the five psi values in rows with the
 * difference of each to the first value picked ('+0,03', '−0,02'), then the configurations'
 * filters. The lowest ψ moyen (ties included) is marked in words.
 */
export function compareTable(catalogue: Catalogue, items: readonly CompareItem[]): CompareTable {
  const configurations = items.map((item) => configurationOf(catalogue, item.configuration));
  const moyens = items.map((item) => item.psi.psiMoyen).filter((v): v is number => v !== null);
  const lowest = moyens.length > 0 ? Math.min(...moyens.map((v) => Math.round(v * 100))) : null;
  const reference = items[0];
  return {
    columns: items.map((item, i) => ({
      id: item.psi.id,
      rupteur: item.rupteur,
      configuration: configurations[i]!.map((entry) => entry.value).join(' · '),
      lowest: item.psi.psiMoyen !== null && Math.round(item.psi.psiMoyen * 100) === lowest,
    })),
    figures: PSI_FIGURES.map(({ key, label }) => ({
      label,
      cells: items.map((item, i) => ({
        value: formatFigure(item.psi[key]),
        // None for the reference itself, nor where a figure is missing ('--' says it already).
        difference:
          i === 0 || !reference || item.psi[key] === null || reference.psi[key] === null
            ? null
            : formatDifference(item.psi[key], reference.psi[key]),
      })),
    })),
    filters: catalogue.filters
      .filter((filter) => configurations.some((c) => c.some((entry) => entry.filterId === filter.id)))
      .map((filter) => ({
        label: filter.name,
        cells: configurations.map((c) => ({
          value: c.find((entry) => entry.filterId === filter.id)?.value ?? formatFigure(null),
          difference: null,
        })),
      })),
  };
}
