import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '@/src/runtime/runtime-context';
import { Spinner } from '@/src/ui/spinner';
import { ROUTES, ssoLoginHref } from '../routes';
import { navigate } from '@/src/runtime/navigation';
import type { SsoTokens } from '@/src/runtime/sites/site-strategy';
import { completeSsoLanding, SSO_MESSAGES as M } from './sso-landing';

/**
 * What every SSO landing shows: a spinner while the tokens are checked, then the home page; or
 * a clear French error with a way to try again. `tokens` is null when the page carried none
 * usable (`problem` says why). A refused landing while someone is logged in (Back after signing
 * in) goes home too.
 */
export function SsoLandingView({ tokens, problem }: { tokens: SsoTokens | null; problem?: string }) {
  const rt = useRuntime();
  const [error, setError] = useState<string | null>(tokens ? null : (problem ?? M.missingToken));
  const started = useRef(false);

  useEffect(() => {
    if (!tokens || started.current) return; // the tokens are spent once, even if React re-runs effects
    started.current = true;
    void completeSsoLanding(rt, tokens).then(async (outcome) => {
      if (outcome.kind !== 'done') await rt.session.ready;
      // Back to the landing after signing in: its tokens may be spent, but the visitor is in.
      if (outcome.kind === 'done' || rt.session.store.getState().user) navigate(ROUTES.home);
      else setError(outcome.toast ?? M.refused);
    });
  }, [tokens, rt]);

  useEffect(() => {
    if (error) console.error(`[ossature] SSO landing: ${error}`);
  }, [error]);

  if (!error)
    return (
      <p className="oss-text">
        <Spinner label={M.working} /> {M.working}
      </p>
    );
  return (
    <div role="alert">
      <p className="oss-error oss-text">{error}</p>
      <div className="oss-actions">
        <a className="oss-btn oss-btn--primary" href={ssoLoginHref(rt.config)}>
          {M.retry}
        </a>
        <a className="oss-btn oss-btn--secondary" href={ROUTES.home}>
          {M.home}
        </a>
      </div>
    </div>
  );
}
