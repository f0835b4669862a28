import { PSI_UNIT } from '@/features/psi-values/psi-figures';
import { Button } from '@/src/ui/button';
import { PopoverDialog } from '@/src/ui/popover-dialog';
import type { Catalogue } from './catalogue';
import type { CompareItem } from './compare-store';
import { compareTable, type CompareRow } from './compare-table';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

function Rows({ rows, unit }: { rows: CompareRow[]; unit?: string }) {
  return rows.map((row) => (
    <tr key={row.label}>
      <th scope="row">
        {row.label}
        {unit && <span className="oss-lib-compare__unit"> ({unit})</span>}
      </th>
      {row.cells.map((cell, i) => (
        <td key={i}>
          {cell.value}
          {cell.difference && <span className="oss-lib-compare__difference"> ({cell.difference})</span>}
        </td>
      ))}
    </tr>
  ));
}

/**
 * The comparison (beyond the spec) as a real table: one column per value picked (rupteur and
 * configuration), the psi values in W/(m·K) with the difference to the first value picked, then
 * the configurations' filters; the lowest ψ moyen is said in words, not by colour alone.
 */
export function CompareDialog(props: { catalogue: Catalogue; items: readonly CompareItem[]; onClose: () => void }) {
  const table = compareTable(props.catalogue, props.items);
  return (
    <PopoverDialog title={M.compareTitle} onClose={props.onClose}>
      {/* A table wider than a phone scrolls inside its popup: reachable by keyboard (axe). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="oss-lib-compare__scroll" role="region" aria-label={M.compareTitle} tabIndex={0}>
        <table className="oss-lib-compare__table">
          <caption>{M.compareCaption}</caption>
          <thead>
            <tr>
              <td />
              {table.columns.map((column, i) => (
                <th key={column.id} scope="col">
                  <span className="oss-lib-compare__rupteur">{column.rupteur}</span>
                  <span className="oss-lib-compare__configuration">{column.configuration}</span>
                  {i === 0 && <span className="oss-lib-compare__note">{M.compareReference}</span>}
                  {column.lowest && <strong className="oss-lib-compare__lowest">{M.lowest}</strong>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Rows rows={table.figures} unit={PSI_UNIT} />
            <Rows rows={table.filters} />
          </tbody>
        </table>
      </div>
      <div className="oss-actions">
        <Button variant="secondary" onClick={props.onClose} autoFocus>
          {M.close}
        </Button>
      </div>
    </PopoverDialog>
  );
}
