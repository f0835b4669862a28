import { lazy, memo, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { LIBRARY_PRECISE_SEARCH_ABOVE } from '@/src/contracts/thermal/library';
import { Button } from '@/src/ui/button';
import { adoptStylesheet } from '@/src/ui/styles/adopt-stylesheet';
import type { Catalogue } from './catalogue';
import type { Choices } from './choices';
import type { CompareSelection } from './compare-store';
import { varyingFilters } from './configuration';
import { ExportActions } from './export-actions';
import type { LibraryAnswer } from './library-calls';
import { searchRupteurs } from './rupteur-search';
import { LibraryResults, type ResultsContext, type Shown } from './library-context';
import type { SearchPhase } from './library-state';
import { PSI_LIBRARY_MESSAGES as M } from './messages';
import { RupteurTab } from './rupteur-tab';

export interface ResultsProps {
  search: SearchPhase;
  catalogue: Catalogue;
  committed: Choices;
  /** The filters were changed since 'Valider': the results shown are those of the choices before. */
  stale: boolean;
  compare: CompareSelection;
  onEditCriteria: () => void;
  onRetry: () => void;
}

/** What the status line says: the spec's three messages (§2), or the search under way. */
function statusOf(search: SearchPhase): string {
  if (search.kind === 'searching') return M.searching;
  if (search.kind !== 'done') return '';
  const { nbResults } = search.answer;
  return nbResults === 'all' ? M.start : nbResults === 0 ? M.none : M.found(nbResults);
}

/**
 * The popups' rules (src/ui/dialog.css), asked for when values are first found and adopted before
 * their cards are many: a sheet added to a shadow root restyles all of it, which with 1 000 cards
 * open made the first 'Plus de détails' slow. Fetched then, not with the page: the library page
 * holds its 55 KB as received. A popup opened first adopts them itself (src/ui/dialog).
 */
function adoptDialogRules(node: HTMLElement | null) {
  if (node) void import('@/src/ui/dialog.css').then((m) => adoptStylesheet(node, 'dialog', m.DIALOG_CSS));
}

/**
 * The results of the committed choices, under one polite status that says the spec's messages
 * (§2 'Messages') and 'Recherche en cours…'; aria-busy while searching. A failed search says
 * why, keeps the choices and offers 'Réessayer'.
 */
export function Results(props: ResultsProps) {
  const { search } = props;
  const found = search.kind === 'done' && typeof search.answer.nbResults === 'number' && search.answer.nbResults > 0;
  // The search field's words: the status says what they keep, so it never counts what is hidden.
  const [query, setQuery] = useState('');
  const all = found ? search.answer.rupteurs : null;
  const rupteurs = useMemo(() => all && searchRupteurs(all, query), [all, query]);
  return (
    <section
      className="oss-lib-results"
      aria-label={M.resultsLabel}
      aria-busy={search.kind === 'searching'}
      ref={found ? adoptDialogRules : undefined}
    >
      <p className="oss-lib-results__status" role="status" aria-live="polite">
        {statusOf(search)}
        {rupteurs && query.trim() && ` — ${M.searchCount(rupteurs.length, all!.length)}`}
      </p>
      {props.stale && search.kind === 'done' && search.answer.nbResults !== 'all' && (
        <p className="oss-lib-results__stale">{M.stale}</p>
      )}
      {search.kind === 'failed' && (
        <div className="oss-lib-failed">
          <p className="oss-error" role="alert">
            {M.searchFailed} {search.message}
          </p>
          <p className="oss-text">{M.choicesKept}</p>
          <Button onClick={props.onRetry}>{M.retry}</Button>
        </div>
      )}
      {search.kind === 'done' && search.answer.nbResults === 0 && (
        <Button variant="secondary" onClick={props.onEditCriteria}>
          {M.editCriteria}
        </Button>
      )}
      {found && (
        <Found
          {...props}
          answer={search.answer}
          count={search.answer.nbResults as number}
          search={{ query, setQuery, rupteurs: rupteurs! }}
        />
      )}
    </section>
  );
}

interface Searched {
  query: string;
  setQuery(query: string): void;
  /** The rupteurs found that the query keeps. */
  rupteurs: Readonly<LibraryAnswer['rupteurs']>;
}

function Found(props: Omit<ResultsProps, 'search'> & { answer: LibraryAnswer; count: number; search: Searched }) {
  const { answer, count, catalogue, compare } = props;
  // The open 'Plus de détails' lives in a store of its own: opening it renders the dialog, not the list.
  const [details] = useState(() => createStore<{ shown: Shown | null }>(() => ({ shown: null })));
  const context = useMemo<ResultsContext>(
    () => ({
      catalogue,
      answer,
      varying: varyingFilters(catalogue, answer),
      compare,
      showDetails: (shown) => details.setState({ shown }),
    }),
    [catalogue, answer, compare, details],
  );
  const onScreen = answer.rupteurs.reduce((sum, r) => sum + r.psiValuesAsArray.length, 0);
  return (
    <LibraryResults.Provider value={context}>
      {count > LIBRARY_PRECISE_SEARCH_ABOVE && (
        <p className="oss-lib-results__precise">
          <a href={M.preciseSearchHref}>{M.preciseSearch}</a>
        </p>
      )}
      {onScreen < count && <p className="oss-lib-results__capped">{M.capped(onScreen)}</p>}
      <ExportActions catalogue={catalogue} answer={answer} choices={props.committed} />
      <SearchedTabs answer={answer} search={props.search} />
      <Details store={details} catalogue={catalogue} answer={answer} />
    </LibraryResults.Provider>
  );
}

/** 'Plus de détails' comes when first asked for: the library page stays within its budget. */
const DetailsDialog = lazy(() => import('./details-dialog').then((m) => ({ default: m.DetailsDialog })));

function Details(props: { store: StoreApi<{ shown: Shown | null }>; catalogue: Catalogue; answer: LibraryAnswer }) {
  const shown = useStore(props.store, (state) => state.shown);
  if (!shown) return null;
  const close = () => props.store.setState({ shown: null });
  return (
    <Suspense fallback={null}>
      <DetailsDialog shown={shown} catalogue={props.catalogue} answer={props.answer} onClose={close} />
    </Suspense>
  );
}

/** A new answer starts with its first tab open and the others closed. */
const answerKey = (answer: LibraryAnswer) => answer.results.join(',');

/**
 * The search field over the rupteurs found (name, range, Avis Technique number), then their tabs:
 * it narrows what the filters found, at once, without a request; the status above says how many
 * it keeps.
 */
function SearchedTabs({ answer, search }: { answer: LibraryAnswer; search: Searched }) {
  const id = useId();
  return (
    <>
      <div className="oss-lib-search">
        <label htmlFor={id}>{M.searchLabel}</label>
        <input
          id={id}
          type="search"
          value={search.query}
          onChange={(event) => search.setQuery(event.currentTarget.value)}
        />
      </div>
      <Tabs key={answerKey(answer)} answer={answer} rupteurs={search.rupteurs} />
    </>
  );
}

const Tabs = memo(function Tabs({
  answer,
  rupteurs,
}: {
  answer: LibraryAnswer;
  rupteurs: Readonly<LibraryAnswer['rupteurs']>;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(answer.rupteurs.slice(0, 1).map((r) => r.id)));
  const onToggle = useCallback(
    (id: number) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return (
    <ul className="oss-lib-tabs">
      {rupteurs.map((rupteur) => (
        <RupteurTab key={rupteur.id} rupteur={rupteur} open={open.has(rupteur.id)} onToggle={onToggle} />
      ))}
    </ul>
  );
});
