import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

const ViewChanged = createContext(false);

/**
 * Wraps the views of a hash-routed island. Once the visitor has moved to another view, each new
 * view's heading takes focus, so keyboard and screen-reader users land on the new content
 * instead of on a link that vanished; the page's first view never steals focus.
 */
export function ViewFocusScope({ view, children }: { view: string; children: ReactNode }) {
  const [first] = useState(view);
  const [changed, setChanged] = useState(false);
  // Latched: coming back to the first view still focuses its heading. Set during render (not in
  // an effect) so that the new view's heading mounts with the flag already up; React and Preact
  // both render this component again at once, before its children.
  if (view !== first && !changed) setChanged(true);
  return <ViewChanged.Provider value={changed}>{children}</ViewChanged.Provider>;
}

/** The heading of one view (an `h2`), focusable by script only. */
export function ViewHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const changed = useContext(ViewChanged);
  // Only when the view appears: the flag as it was at mount, so that a heading already on screen
  // when the flag goes up does not take focus then.
  const [focus] = useState(changed);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className={className ?? 'oss-view__title'}>
      {children}
    </h2>
  );
}
