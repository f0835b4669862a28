/**
 * What a person expects when leaving a wizard half-filled: the browser's own "leave the page?"
 * prompt (on closing the tab, reloading, following a link or the browser's Back button) while the
 * wizard holds something typed and not yet sent. Moving back between the wizard's own steps asks
 * nothing: one form holds every step, so nothing typed is lost, and a question there would only
 * be in the way.
 *
 * Returns the function that stops watching (the wizard is done or gone).
 */
export function watchLeave(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  unsaved: () => boolean,
): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!unsaved()) return;
    event.preventDefault();
    // Browsers before the standard (Chrome and Edge < 119) want returnValue set as well.
    event.returnValue = true;
  };
  target.addEventListener('beforeunload', onBeforeUnload);
  return () => target.removeEventListener('beforeunload', onBeforeUnload);
}
