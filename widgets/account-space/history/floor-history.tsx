import { useId, useMemo, useRef } from 'react';
import { navigate } from '../../../features/account/navigation';
import type { FloorHistoryItem } from '../../../src/contracts/history/floor';
import { getRuntime } from '../../../src/runtime/runtime';
import { Button } from '../../../src/ui/button';
import { formatDate } from '../../../src/ui/format-date';
import { askDelete } from '../../../features/history-list/delete-dialog';
import { floorFilterSpecs } from '../../../features/history-list/filter-specs';
import { FLOOR_DEFAULTS, narrows } from '../../../features/history-list/filters';
import { createHistoryController } from '../../../features/history-list/history-controller';
import { deleteFloorItem, describeLoadError, floorLoader } from '../../../features/history-list/history-data';
import { HistoryFilters } from '../../../features/history-list/history-filters';
import { HistoryResults } from '../../../features/history-list/history-results';
import { HISTORY_CSS } from '../../../features/history-list/history.css';
import { floorItemKey, floorItemName, floorOpenUrl } from '../../../features/history-list/items';
import { HISTORY_MESSAGES as M } from '../../../features/history-list/messages';
import { useHistoryController } from '../../../features/history-list/use-history';

/**
 * The floor site's history (account-layer §2 "Floor history"): saved simulations ('Simulation')
 * and solutions ('Système'), filtered by the server's definitions, newest first by default.
 */
export default function FloorHistory() {
  const [{ inputs, applied, list }, controller] = useHistoryController(() => createHistoryController({
    defaults: FLOOR_DEFAULTS, load: floorLoader(getRuntime().api), describeError: describeLoadError,
  }));
  const area = useRef<HTMLDivElement>(null);
  const definitions = list.data?.filters;
  const specs = useMemo(() => (definitions ? floorFilterSpecs(definitions) : null), [definitions]);
  const reloadAfterDelete = () => {
    controller.reload();
    // After the dialog has handed the focus back to a button that is about to disappear.
    setTimeout(() => area.current?.focus(), 0);
  };
  return (
    <>
      <style>{HISTORY_CSS}</style>
      {specs && (
        <HistoryFilters
          specs={specs}
          values={inputs}
          defaults={FLOOR_DEFAULTS}
          onChange={controller.setFilter}
          onReset={controller.reset}
          onApply={controller.applyAll}
        />
      )}
      <HistoryResults
        list={list}
        count={M.floorCount}
        empty={narrows(applied, FLOOR_DEFAULTS) ? M.emptyFiltered : M.emptyFloor}
        onRetry={controller.reload}
        areaRef={area}
      >
        {list.data?.items.map((item) => <FloorRow key={floorItemKey(item)} item={item} onDeleted={reloadAfterDelete} />)}
      </HistoryResults>
    </>
  );
}

function FloorRow({ item, onDeleted }: { item: FloorHistoryItem; onDeleted: () => void }) {
  const nameId = useId();
  const solution = item.type === 'solution';
  const remove = () => askDelete(
    solution ? M.deleteSolutionQuestion : M.deleteSimulationQuestion,
    () => deleteFloorItem(getRuntime().api, item),
    onDeleted,
  );
  return (
    <li className="oss-history__item">
      <div>
        <span className="oss-history__kind">{solution ? M.solution : M.simulation}</span>
        <h3 id={nameId} className="oss-history__name">{floorItemName(item)}</h3>
        <p className="oss-history__meta">
          {M.createdOn} <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </p>
      </div>
      <div className="oss-history__actions">
        <Button variant="secondary" aria-describedby={nameId} onClick={remove}>{M.delete}</Button>
        <Button aria-describedby={nameId} onClick={() => navigate(floorOpenUrl(item))}>{M.open}</Button>
      </div>
    </li>
  );
}
