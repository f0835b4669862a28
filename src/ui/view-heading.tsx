import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

const ViewChanged = createContext(false);

/**
 * Wraps the views of a hash-routed island. Once the visitor has moved to another view, each new
 * view's heading takes focus, so keyboard and screen-reader users land on the new content
 * instead of on a link that vanished; the page's first view never steals focus.
 */
export function ViewFocusScope({ view, children }: { view: string; children: ReactNode }) {
  const first = useRef(view);
  const changed = useRef(false);
  if (view !== first.current) changed.current = true;
  return <ViewChanged.Provider value={changed.current}>{children}</ViewChanged.Provider>;
}

/** The heading of one view (an `h2`), focusable by script only. */
export function ViewHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const focus = useContext(ViewChanged);
  useEffect(() => {
    // Only when the view appears, not when the flag changes later.
    if (focus) ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className={className ?? 'oss-view__title'}>
      {children}
    </h2>
  );
}
