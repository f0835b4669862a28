import { useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { formatFigure } from '@/features/psi-values/format';
import { guardApi, refused, type Outcome } from '@/src/api/outcome';
import { mainHistoryCreate, type MainHistory } from '@/src/contracts/history/main';
import { resultPath } from '@/src/contracts/history/result-route';
import { searchRupteurs, type Rupteur } from '@/src/contracts/thermal/rupteur';
import { useRuntime } from '@/src/runtime/runtime-context';
import type { Runtime } from '@/src/runtime/runtime';
import { Button } from '@/src/ui/button';
import { notify } from '@/src/ui/overlays/overlays';
import { Skeleton } from '@/src/ui/spinner';
import { keepSeed } from '../result-seeds';
import { RESULT_MESSAGES as M } from './messages';
import { compatibleRows, sortRows, type CompatibleRow, type SortKey, type SortOrder } from './compatible-rows';

/**
 * 'Tous les rupteurs compatibles' (beyond the spec, what an engineer compares before choosing):
 * every rupteur of the catalogue with a configuration that fits the junction (the answers of
 * section 'psi'; the range asked for is a preference, so every range shows), the proposed one
 * first, side by side (ψ moyen, about, rive, RT, its Avis Technique, its range), sortable by each
 * figure, each opened as a result of its own (a new simulation for the same answers, its own
 * address). Its own chunk, fetched when asked for: the result page keeps its weight.
 */
export default function CompatibleRupteurs({ history }: { history: MainHistory }) {
  const rt = useRuntime();
  const [state, setState] = useState<{ rows: CompatibleRow[] } | { failed: string } | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; order: SortOrder }>({ key: 'proposed', order: 'asc' });
  const [opening, setOpening] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void loadCompatible(rt, history).then((outcome) => {
      if (!live) return;
      setState(outcome.kind === 'done' ? { rows: outcome.rows } : { failed: outcome.toast ?? M.compatibleFailed });
    });
    return () => {
      live = false;
    };
  }, [rt, history]);

  const rows = useMemo(
    () => (state && 'rows' in state ? sortRows(state.rows, sort.key, sort.order) : []),
    [state, sort],
  );
  if (!state) return <Skeleton lines={4} label={M.compatibleLoading} />;
  if ('failed' in state)
    return (
      <p className="oss-error" role="alert">
        {state.failed}
      </p>
    );
  const open = async (row: CompatibleRow) => {
    setOpening(row.id);
    const outcome = await openAsResult(rt, history, row);
    setOpening(null);
    if (outcome.kind !== 'done') notify('error', outcome.toast ?? M.compatibleFailed);
  };
  const sortBy = (key: SortKey) =>
    setSort((s) => ({ key, order: s.key === key && s.order === 'asc' ? 'desc' : 'asc' }));
  return <CompatibleTable rows={rows} sort={sort} onSort={sortBy} opening={opening} onOpen={(row) => void open(row)} />;
}

interface TableProps {
  rows: CompatibleRow[];
  sort: { key: SortKey; order: SortOrder };
  onSort(key: SortKey): void;
  /** The rupteur being opened (its button busy). */
  opening: number | null;
  onOpen(row: CompatibleRow): void;
}

function CompatibleTable({ rows, sort, onSort, opening, onOpen }: TableProps) {
  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort.key === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="oss-tb-compat__sort" onClick={() => onSort(key)}>
        {label}
      </button>
    </th>
  );
  return (
    // A table wider than a phone scrolls in its frame, which takes focus to scroll by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable (WCAG 2.1.1).
    <div className="oss-tb-compat" role="region" aria-label={M.compatibleTable} tabIndex={0}>
      <table>
        <caption>{M.compatibleCaption(rows.length)}</caption>
        <thead>
          <tr>
            {header('name', M.compatibleName)}
            {header('psiMoyen', M.psiMoyen)}
            {header('psiAbout', M.psiAbout)}
            {header('psiRive', M.psiRive)}
            {header('psiRt', M.psiRt)}
            <th scope="col">{M.compatibleCertificate}</th>
            <th scope="col">{M.compatibleRange}</th>
            <th scope="col">
              <span className="oss-visually-hidden">{M.compatibleAction}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.id} row={row} busy={opening === row.id} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
      <p className="oss-tb-compat__note">{M.compatibleNote}</p>
    </div>
  );
}

function Row({ row, busy, onOpen }: { row: CompatibleRow; busy: boolean; onOpen(row: CompatibleRow): void }) {
  return (
    <tr aria-current={row.proposed || undefined}>
      <th scope="row">
        {row.name}
        {row.proposed && <span className="oss-tb-compat__proposed">{M.compatibleProposed}</span>}
      </th>
      <td>{formatFigure(row.psiMoyen)}</td>
      <td>{formatFigure(row.psiAbout)}</td>
      <td>{formatFigure(row.psiRive)}</td>
      <td>{formatFigure(row.psiRt)}</td>
      <td>{row.certificate ?? '--'}</td>
      <td>{row.range ?? '--'}</td>
      <td>
        {!row.proposed && (
          <Button variant="secondary" busy={busy} busyLabel={M.compatibleOpening} onClick={() => onOpen(row)}>
            {M.compatibleOpen}
            <span className="oss-visually-hidden"> {row.name}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The rupteurs with a configuration fitting every answer (`/api/rupteur`), as rows. */
async function loadCompatible(rt: Runtime, history: MainHistory): Promise<Outcome<{ rows: CompatibleRow[] }>> {
  return guardApi(async () => {
    await rt.device.required();
    // The junction's criteria only (section 'psi'): the range asked for is a preference, not a fit.
    const filters = history.filterValues.filter((v) => v.filter_section === 'psi').map((v) => v.id);
    const reply = await rt.api.call(searchRupteurs, { body: { filters, dataType: 'rup' } });
    if (!reply.ok) return refused(reply.message.trim() || M.compatibleFailed);
    const rupteurs: Rupteur[] = reply.datas.rupteurs;
    return { kind: 'done', rows: compatibleRows(rupteurs, history.rupteur?.id ?? null) };
  });
}

/** A new simulation for the same answers with this rupteur, opened at its own address. */
async function openAsResult(rt: Runtime, history: MainHistory, row: CompatibleRow): Promise<Outcome> {
  return guardApi(async () => {
    await rt.device.required();
    const filtersValue = history.filterValues.map((v) => v.id);
    const reply = await rt.api.call(mainHistoryCreate, { body: { filtersValue, dataType: 'rup', rupteur: row.id } });
    if (!reply.ok) return refused(reply.message.trim() || M.compatibleFailed);
    keepSeed(reply.datas.history.id, { history: reply.datas.history, fdes: reply.datas.fdes });
    navigate(resultPath(reply.datas.history.id, row.name));
    return { kind: 'done' };
  });
}
