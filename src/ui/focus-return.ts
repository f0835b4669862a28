/**
 * Where focus goes when a dialog closes. The browser gives it back to the element focused before
 * `showModal()`, but a popup often changes the page it was opened from: a successful login
 * replaces 'Me connecter' with the greeting, and focus would fall on <body>, sending a keyboard
 * user back to the top of the page. Here the opener's island takes it instead: the opener if it
 * is still there, else the first control of the island (shadow root) it was in.
 */

/** The focused element, inside open shadow roots too; null when focus is on nothing (<body>). */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === document.body || active === document.documentElement ? null : active;
}

/** What Tab reaches (./focus-trap wraps Tab over them). */
export const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface Opener {
  element: Element;
  /** Its shadow root, read while it is connected (a removed element's root is itself). */
  root: Node;
}

/** How long a closed dialog's opener island is watched for the change its popup made. */
const WATCH_MS = 2000;

let handedOver: Opener | null = null;

/**
 * What opened the dialog mounting now: `focused`, the element that had focus when it rendered
 * first (before any autofocus inside it), or — when a dialog replaces the one closing in the same
 * commit (the login popup's screens are each a dialog) — the first one's opener.
 */
export function takeOpener(focused: Element | null): Opener | null {
  if (handedOver) return handedOver;
  return focused ? { element: focused, root: focused.getRootNode() } : null;
}

/**
 * After a dialog closed: when focus is on nothing, puts it on the opener or on the first
 * control of the opener's island. While focus is still on the opener, its island is watched a
 * moment: if it re-renders without it (the header logged in after the popup is gone), focus
 * moves to its first control. Focus the visitor, or a dialog opened next, put elsewhere is left
 * alone.
 */
export function returnFocus(opener: Opener | null): void {
  if (!opener) return;
  handedOver = opener;
  const { root } = opener;
  const observer =
    root instanceof ShadowRoot && typeof MutationObserver !== 'undefined'
      ? new MutationObserver(() => {
          if (settle(opener)) observer?.disconnect();
        })
      : null;
  observer?.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer?.disconnect(), WATCH_MS);
  queueMicrotask(() => {
    handedOver = null;
    if (settle(opener)) observer?.disconnect();
  });
}

/** Places focus if it is on nothing; false while it is on the opener still there (watch on). */
function settle({ element, root }: Opener): boolean {
  const active = deepActiveElement();
  if (active === element && element.isConnected) return false;
  if (active) return true;
  const target = element.isConnected
    ? element
    : root instanceof ShadowRoot && root.host.isConnected
      ? root.querySelector(FOCUSABLE)
      : null;
  if (target instanceof HTMLElement) target.focus();
  return true;
}
