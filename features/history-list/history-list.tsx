import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ApiClient } from '@/src/api/client';
import type { Outcome } from '@/src/api/outcome';
import { useRuntime } from '@/src/runtime/runtime-context';
import { Button } from '@/src/ui/button';
import { adoptStylesheet } from '@/src/ui/styles/adopt-stylesheet';
import { askDelete } from './delete-dialog';
import type { FilterSpec } from './filter-specs';
import { narrows, type FilterValues } from './filters';
import { createHistoryController } from './history-controller';
import { describeLoadError, type HistoryData } from './history-data';
import { HistoryFilters } from './history-filters';
import { HistoryResults } from './history-results';
import { HISTORY_CSS } from './history.css';
import { HISTORY_MESSAGES as M } from './messages';
import { SortSelect, type SortSpec } from './sort-select';
import { useHistoryController } from './use-history';

/** What a row shows: a kind label (optional), the name its buttons refer to, then lines of details. */
export interface HistoryItemView {
  kind?: string;
  name: string;
  details: ReactNode[];
}

/**
 * One history list (floor, carbon, the main site's saved simulations): what the shared page needs
 * to know about it. `F` are its filter values, `I` its items, `D` the filter definitions the
 * server answers with them. Meant to be a module constant (the page keeps it).
 */
export interface HistoryListConfig<F extends FilterValues, I, D> {
  /** The filters' starting values, and what 'Réinitialiser' goes back to. */
  defaults: F;
  /** Makes the function that loads the list and its definitions; it throws when it cannot. */
  loader: (api: ApiClient) => (filters: F, signal: AbortSignal) => Promise<HistoryData<I, D>>;
  /** The filter panel above the list, built from the definitions; none without it. */
  specs?: (definitions: D) => FilterSpec[];
  /**
   * A sort menu alone above the list, instead of a filter panel (thermal-break §2): shown only
   * when there is more than one item to sort.
   */
  sort?: SortSpec;
  /**
   * A failed reload keeps the list shown, with a note offering to try again (thermal-break §8:
   * the list "resolves with the old list"). Without it, the error replaces the list.
   */
  keepListOnError?: boolean;
  /** The count line, e.g. 'N résultat(s)'. */
  count: (n: number) => string;
  /** Shown when nothing is saved yet (an empty filtered list says so instead). */
  empty: string;
  /** The item's React key, unique in the list. */
  key: (item: I) => string | number;
  view: (item: I) => HistoryItemView;
  /** The question of the delete confirmation. */
  deleteQuestion: (item: I) => string;
  /** Deletes the item: done (its toast, if any, is the server's message) or refused with a French reason. */
  remove: (api: ApiClient, item: I) => Promise<Outcome>;
  /** 'Ouvrir': leaves for the tool, showing this item. */
  open: (item: I) => void;
  /**
   * Beyond the spec: 'Renommer' for the items it gives a call for (null: not this
   * one); the call's outcome is the server's message as a toast, or its refusal.
   */
  rename?: (item: I) => ((api: ApiClient, title: string) => Promise<Outcome>) | null;
  /**
   * Beyond the spec: 'Dupliquer et modifier', leaving for the tool with a copy (null:
   * not this one). One that asks the server first (a carbon project) is awaited, its button busy.
   */
  duplicate?: (item: I) => ((api: ApiClient) => void | Promise<void>) | null;
  /** Beyond the spec: actions on the whole list shown (an export), above it, once it has items. */
  tools?: (items: readonly I[]) => ReactNode;
}

/**
 * A history page's body (account-layer §2, §4): the filters, built from the server's
 * definitions, or a sort menu alone, then the list with its count; each item can be deleted (after a confirmation,
 * then the list reloads) or opened.
 */
export function HistoryList<F extends FilterValues, I, D>({ config }: { config: HistoryListConfig<F, I, D> }) {
  const { defaults } = config;
  const { api } = useRuntime();
  const [{ inputs, applied, list }, controller] = useHistoryController(() =>
    createHistoryController({
      defaults,
      load: config.loader(api),
      describeError: describeLoadError,
    }),
  );
  const area = useRef<HTMLDivElement>(null);
  // Before the first paint, into the island's shadow root (no <style>: a strict CSP refuses it).
  useLayoutEffect(() => {
    if (area.current) adoptStylesheet(area.current, 'history', HISTORY_CSS);
  }, []);
  const definitions = list.data?.filters;
  const specs = useMemo(() => (definitions && config.specs ? config.specs(definitions) : null), [definitions, config]);
  const reloadAfterDelete = () => {
    controller.reload();
    // After the dialog has handed the focus back to a button that is about to disappear.
    setTimeout(() => area.current?.focus(), 0);
  };
  return (
    <>
      {specs && (
        <HistoryFilters
          specs={specs}
          values={inputs}
          defaults={defaults}
          onChange={controller.setFilter}
          onReset={controller.reset}
          onApply={controller.applyAll}
        />
      )}
      {config.sort && (list.data?.items.length ?? 0) > 1 && (
        <SortSelect
          spec={config.sort}
          value={inputs[config.sort.key] ?? ''}
          onChange={controller.setFilter as (key: string, value: string) => void}
        />
      )}
      {config.tools && (list.data?.items.length ?? 0) > 0 && config.tools(list.data!.items)}
      <HistoryResults
        list={list}
        count={config.count}
        empty={narrows(applied, defaults) ? M.emptyFiltered : config.empty}
        onRetry={controller.reload}
        areaRef={area}
        keepList={config.keepListOnError}
      >
        {list.data?.items.map((item) => (
          <HistoryRow key={config.key(item)} item={item} config={config} onDeleted={reloadAfterDelete} />
        ))}
      </HistoryResults>
    </>
  );
}

interface HistoryRowProps<I> {
  item: I;
  config: Pick<
    HistoryListConfig<FilterValues, I, unknown>,
    'view' | 'deleteQuestion' | 'remove' | 'open' | 'rename' | 'duplicate'
  >;
  onDeleted: () => void;
}

function HistoryRow<I>({ item, config, onDeleted }: HistoryRowProps<I>) {
  const { api } = useRuntime();
  const { kind, name, details } = config.view(item);
  const remove = () => askDelete(config.deleteQuestion(item), () => config.remove(api, item), onDeleted);
  const renameCall = config.rename?.(item);
  const duplicateCall = config.duplicate?.(item);
  const [duplicating, setDuplicating] = useState(false);
  const duplicate = async () => {
    setDuplicating(true);
    try {
      await duplicateCall?.(api);
    } finally {
      setDuplicating(false);
    }
  };
  // The popup and its form library come when asked for.
  const rename = () =>
    renameCall &&
    void import('./rename-dialog').then((m) => m.openRename(name, (title) => renameCall(api, title), onDeleted));
  return (
    <li className="oss-history__item">
      <div>
        {kind && <span className="oss-history__kind">{kind}</span>}
        <h3 className="oss-history__name">{name}</h3>
        {/* The details of an item never move: their index is their key. */}
        {details.map((detail, i) => (
          <p key={i} className="oss-history__meta">
            {detail}
          </p>
        ))}
      </div>
      <div className="oss-history__actions">
        {/* Named after their item: a list of ten 'Supprimer' says nothing out of context. */}
        <Button variant="secondary" aria-label={M.deleteItem(name)} onClick={remove}>
          {M.delete}
        </Button>
        {renameCall && (
          <Button variant="secondary" aria-label={M.renameItem(name)} onClick={rename}>
            {M.rename}
          </Button>
        )}
        {duplicateCall && (
          <Button
            variant="secondary"
            aria-label={M.duplicateItem(name)}
            busy={duplicating}
            busyLabel={M.duplicating}
            onClick={() => void duplicate()}
          >
            {M.duplicate}
          </Button>
        )}
        <Button aria-label={M.openItem(name)} onClick={() => config.open(item)}>
          {M.open}
        </Button>
      </div>
    </li>
  );
}
