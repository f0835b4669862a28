import { useEffect, useRef, useState } from 'react';
import { getRuntime } from '../../../src/runtime/runtime';
import { Spinner } from '../../../src/ui/spinner';
import { ROUTES, ssoLoginHref } from '../routes';
import { navigate } from '../navigation';
import { completeSsoLanding, SSO_MESSAGES as M, type SsoTokens } from './sso-landing';

/**
 * What every SSO landing shows: a spinner while the tokens are checked, then the home page; or
 * a clear French error with a way to try again. `tokens` is null when the page carried none
 * usable (`problem` says why).
 */
export function SsoLandingView({ tokens, problem }: { tokens: SsoTokens | null; problem?: string }) {
  const [error, setError] = useState<string | null>(tokens ? null : problem ?? M.missingToken);
  const started = useRef(false);

  useEffect(() => {
    if (!tokens || started.current) return; // the tokens are spent once, even if React re-runs effects
    started.current = true;
    void completeSsoLanding(getRuntime(), tokens).then((outcome) => {
      if (outcome.kind === 'done') navigate(ROUTES.home);
      else setError(outcome.toast ?? M.refused);
    });
  }, [tokens]);

  useEffect(() => {
    if (error) console.error(`[ossature] SSO landing: ${error}`);
  }, [error]);

  if (!error) return <p className="oss-text"><Spinner label={M.working} /> {M.working}</p>;
  const { config } = getRuntime();
  return (
    <div role="alert">
      <p className="oss-text">{error}</p>
      <div className="oss-actions">
        <a className="oss-btn oss-btn--primary" href={ssoLoginHref(config.ssoDomain, config.site, location.origin)}>{M.retry}</a>
        <a className="oss-btn oss-btn--secondary" href={ROUTES.home}>{M.home}</a>
      </div>
    </div>
  );
}
