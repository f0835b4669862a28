import { useId, useMemo, useRef } from 'react';
import { navigate } from '../../../features/account/navigation';
import type { ClusterItem } from '../../../src/contracts/history/carbon';
import { getRuntime } from '../../../src/runtime/runtime';
import { Button } from '../../../src/ui/button';
import { formatDateTime } from '../../../src/ui/format-date';
import { askDelete } from '../../../features/history-list/delete-dialog';
import { carbonFilterSpecs } from '../../../features/history-list/filter-specs';
import { CARBON_DEFAULTS, narrows } from '../../../features/history-list/filters';
import { createHistoryController } from '../../../features/history-list/history-controller';
import { carbonLoader, deleteClusterItem, describeLoadError } from '../../../features/history-list/history-data';
import { HistoryFilters } from '../../../features/history-list/history-filters';
import { HistoryResults } from '../../../features/history-list/history-results';
import { HISTORY_CSS } from '../../../features/history-list/history.css';
import { clusterOpenUrl } from '../../../features/history-list/items';
import { HISTORY_MESSAGES as M } from '../../../features/history-list/messages';
import { useHistoryController } from '../../../features/history-list/use-history';

/**
 * The carbon site's history (account-layer §2 "Carbon history"): clusters of simulations, with
 * the filters and order labels the server answers along with them.
 */
export default function CarbonHistory() {
  const [{ inputs, applied, list }, controller] = useHistoryController(() => createHistoryController({
    defaults: CARBON_DEFAULTS, load: carbonLoader(getRuntime().api), describeError: describeLoadError,
  }));
  const area = useRef<HTMLDivElement>(null);
  const definitions = list.data?.filters;
  const specs = useMemo(() => (definitions ? carbonFilterSpecs(definitions) : null), [definitions]);
  const reloadAfterDelete = () => {
    controller.reload();
    setTimeout(() => area.current?.focus(), 0);
  };
  return (
    <>
      <style>{HISTORY_CSS}</style>
      {specs && (
        <HistoryFilters
          specs={specs}
          values={inputs}
          defaults={CARBON_DEFAULTS}
          onChange={controller.setFilter}
          onReset={controller.reset}
          onApply={controller.applyAll}
        />
      )}
      <HistoryResults
        list={list}
        count={M.carbonCount}
        empty={narrows(applied, CARBON_DEFAULTS) ? M.emptyFiltered : M.emptyCarbon}
        onRetry={controller.reload}
        areaRef={area}
      >
        {list.data?.items.map((cluster) => <ClusterRow key={cluster.id} cluster={cluster} onDeleted={reloadAfterDelete} />)}
      </HistoryResults>
    </>
  );
}

function ClusterRow({ cluster, onDeleted }: { cluster: ClusterItem; onDeleted: () => void }) {
  const nameId = useId();
  const remove = () => askDelete(M.deleteSimulationQuestion, () => deleteClusterItem(getRuntime().api, cluster), onDeleted);
  return (
    <li className="oss-history__item">
      <div>
        <h3 id={nameId} className="oss-history__name">{cluster.name}</h3>
        <p className="oss-history__meta"><time dateTime={cluster.createdAt}>{formatDateTime(cluster.createdAt)}</time></p>
        <p className="oss-history__meta">{M.clusterSize(cluster.simulationsCount)}</p>
      </div>
      <div className="oss-history__actions">
        <Button variant="secondary" aria-describedby={nameId} onClick={remove}>{M.delete}</Button>
        <Button aria-describedby={nameId} onClick={() => navigate(clusterOpenUrl(cluster))}>{M.open}</Button>
      </div>
    </li>
  );
}
