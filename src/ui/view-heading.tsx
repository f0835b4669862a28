import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

interface ViewScope {
  /** The views on screen, outer scopes first: a heading that stays mounted sees it change. */
  view: string;
  /** Whether the visitor has moved to another view, here or in an enclosing scope. */
  changed: boolean;
}

const ViewChanged = createContext<ViewScope>({ view: '', changed: false });

/**
 * Wraps the views of an island. Once the visitor has moved to another view, each new view's
 * heading takes focus, so keyboard and screen-reader users land on the new content instead of
 * on a button that vanished (<body>); the page's first view never steals focus. Scopes nest: a
 * view inside a view that changed (the result page's own views) focuses its heading too. A
 * `null` view is a load with no heading: it is not a view of its own.
 */
export function ViewFocusScope({ view, children }: { view: string | null; children: ReactNode }) {
  const outer = useContext(ViewChanged);
  // `null` is no view yet (the island's first loading): the first view is the first one named.
  const [first, setFirst] = useState(view);
  const [changed, setChanged] = useState(false);
  // Latched: coming back to the first view still focuses its heading. Set during render (not in
  // an effect) so that the new view's heading mounts with the flag already up; React and Preact
  // both render this component again at once, before its children.
  if (first === null && view !== null) setFirst(view);
  else if (first !== null && view !== null && view !== first && !changed) setChanged(true);
  const scope = useMemo(
    () => ({ view: `${outer.view}/${view ?? ''}`, changed: changed || outer.changed }),
    [outer.view, outer.changed, view, changed],
  );
  return <ViewChanged.Provider value={scope}>{children}</ViewChanged.Provider>;
}

/**
 * The heading of one view (an `h2`), focusable by script only. It takes focus when it appears
 * in a changed view, and when its view changes under it: a step's heading stays mounted from
 * step 1 to step 2 (same component, new title).
 */
export function ViewHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { view, changed } = useContext(ViewChanged);
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    // Once per view: `changed` only rises with a new view, which this test already lets through.
    if (focusedFor.current === view) return;
    focusedFor.current = view;
    if (changed) ref.current?.focus();
  }, [view, changed]);
  return (
    <h2 ref={ref} tabIndex={-1} className={className ?? 'oss-view__title'}>
      {children}
    </h2>
  );
}
