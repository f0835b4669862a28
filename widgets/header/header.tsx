import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useAccount } from '@/features/account/use-account';
import { login, prefetchLogin } from '@/features/account/actions';
import { registerHref, ROUTES } from '@/features/account/routes';
import type { IslandProps } from '@/src/loader/island';
import { useRuntime } from '@/src/runtime/runtime-context';
import { useSession } from '@/src/session/use-session';
import { Button } from '@/src/ui/button';
import { HEADER_MESSAGES as M } from './messages';
import { useInViewport } from './use-in-viewport';
import { useResetDone } from './use-reset-done';

export interface HeaderAttributes {
  layout?: 'buttons' | 'menu';
}

export function Header({ attributes }: IslandProps<HeaderAttributes>) {
  const { site } = useRuntime();
  const hydrated = useSession((s) => s.hydrated);
  const user = useSession((s) => s.user);
  const account = useAccount();
  useResetDone(hydrated);

  // A first login on the main site must replace its password before anything else (a floor or
  // carbon user's password is always their own: `updatedPassword` is true there).
  const mustChangePassword = user !== null && !user.updatedPassword;
  useEffect(() => {
    if (mustChangePassword) void login({ screen: 'new-password' });
  }, [mustChangePassword]);

  // The header a visitor can use ('Me connecter' or the greeting), not its placeholder: what
  // `npm run bench` measures.
  useEffect(() => {
    if (hydrated) performance.mark('ossature:ready:header');
  }, [hydrated]);

  if (!hydrated) {
    return (
      <div className="oss-header" aria-busy="true">
        <span className="oss-header__placeholder" aria-label={M.loading} />
      </div>
    );
  }

  if (!user) {
    return (
      <nav className="oss-header" aria-label={M.navLabel}>
        {/* The popup's code is fetched when the visitor heads for the button, not with the page:
            pointerenter is the mouse over it and a finger's touch (before the click), focus the keyboard. */}
        <Button onPointerEnter={prefetchLogin} onFocus={prefetchLogin} onClick={() => void account.login()}>
          {M.login}
        </Button>
        <a className="oss-btn oss-btn--secondary" href={registerHref(site)}>
          {M.register}
        </a>
      </nav>
    );
  }

  if (attributes.layout === 'menu') {
    return (
      <HeaderMenu firstname={user.firstname} lastname={user.lastname} email={user.email} onLogout={account.logout} />
    );
  }

  return (
    <nav className="oss-header oss-header--greeting" aria-label={M.navLabel}>
      <span className="oss-header__welcome">{M.welcome(user.firstname)}</span>
      <a className="oss-btn oss-btn--secondary" href={ROUTES.personalSpace}>
        {M.personalSpace[site.name]}
      </a>
    </nav>
  );
}

interface MenuProps {
  firstname: string;
  lastname: string;
  email: string;
  onLogout: () => void;
}

/** A disclosure: the greeting opens a panel with name, e-mail and the two account links. */
function HeaderMenu({ firstname, lastname, email, onLogout }: MenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useInViewport<HTMLDivElement>(open);

  useMenuDismissal(open, setOpen, wrapper, toggle);

  return (
    <nav className="oss-header" aria-label={M.navLabel}>
      <div className="oss-header__menu" ref={wrapper}>
        <Button
          ref={toggle}
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {M.welcome(firstname)} <span aria-hidden="true">▾</span>
        </Button>
        {open && (
          <div id={panelId} className="oss-header__panel" ref={panel}>
            <p className="oss-header__name">
              {firstname} {lastname}
            </p>
            <p className="oss-header__email">{email}</p>
            <a className="oss-btn oss-btn--primary" href={ROUTES.personalSpace}>
              {M.seePersonalSpace}
            </a>
            <Button
              variant="secondary"
              onClick={() => {
                // The panel and this button go: focus goes to the menu's button first, so that
                // the logout dialog gives it back there when cancelled (not to <body>).
                toggle.current?.focus();
                setOpen(false);
                onLogout();
              }}
            >
              {M.logout}
            </Button>
          </div>
        )}
      </div>
    </nav>
  );
}

/**
 * Closes the open menu: Escape (focus back on its button), a pointer down outside it, and Tab or
 * Shift+Tab out of it. The listeners go on in the commit that shows the panel (a layout effect):
 * a passive effect may run only after the panel is painted, and on a slow phone a Shift+Tab or an
 * Escape pressed in between was missed, the menu left open.
 */
function useMenuDismissal(
  open: boolean,
  setOpen: (open: boolean) => void,
  wrapper: RefObject<HTMLDivElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
): void {
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    // Events from inside the shadow root are retargeted to the host: compare composed paths.
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) setOpen(false);
    };
    // Tab (or Shift+Tab) out of the menu closes it. A focus going nowhere (a click on the panel's
    // text, the window losing focus) does not: the click outside is the pointer's business.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !wrapper.current?.contains(next)) setOpen(false);
    };
    const menu = wrapper.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    menu?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      menu?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, setOpen, wrapper, toggle]);
}
