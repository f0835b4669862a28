import { useEffect, useState } from 'react';
import { login } from '@/features/account/actions';
import { ROUTES } from '@/features/account/routes';
import { GENERIC_ERROR } from '@/src/api/errors';
import type { IslandProps } from '@/src/loader/island';
import type { Runtime } from '@/src/runtime/runtime';
import { useRuntime } from '@/src/runtime/runtime-context';
import { useSession } from '@/src/session/use-session';
import { Button } from '@/src/ui/button';
import { notify } from '@/src/ui/overlays/overlays';
import { Spinner } from '@/src/ui/spinner';
import { followLink, type LinkOutcome } from './link-flow';
import { LINK_MESSAGES as M } from './messages';

/**
 * One follow per link and page: a link works once, so React's doubled effects, a re-mount of the
 * placeholder or a second placeholder must share the first call (and its toast).
 */
const followed = new Map<string, Promise<LinkOutcome>>();
const linkKey = (where: Pick<Location, 'pathname' | 'search'>) => where.pathname + where.search;

function followOnce(rt: Runtime, where: Pick<Location, 'pathname' | 'search'>): Promise<LinkOutcome> {
  const key = linkKey(where);
  let pending = followed.get(key);
  if (!pending) {
    pending = followLink(rt, where)
      .catch((error: unknown): LinkOutcome => {
        // A bug, not an API answer: say something rather than spin for ever.
        console.error('[ossature] The link could not be followed.', error);
        return { tone: 'error', message: `${GENERIC_ERROR}. Veuillez réessayer.`, offerLogin: false, loggedIn: false };
      })
      .then((result) => {
        if (result.message) notify(result.tone, result.message);
        return result;
      });
    followed.set(key, pending);
  }
  return pending;
}

/** The activation and e-mail confirmation pages: a spinner, then the result and what to do next. */
export function LinkHandler(_props: IslandProps<Record<string, never>>) {
  // Hydration gate (DESIGN.md §3): an e-mail confirmation logs the visitor in, which must not
  // race the stored session being read.
  const rt = useRuntime();
  const hydrated = useSession((s) => s.hydrated);
  const [result, setResult] = useState<LinkOutcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!hydrated) return undefined;
    let live = true;
    void followOnce(rt, location).then((outcome) => {
      if (live) setResult(outcome);
    });
    return () => {
      live = false;
    };
  }, [hydrated, attempt, rt]);

  // The server could not be reached: the link is not spent, follow it again.
  const retry = () => {
    followed.delete(linkKey(location));
    setResult(null);
    setAttempt((n) => n + 1);
  };

  if (!result) return <Spinner label={M.working} />;
  return (
    <div className="oss-link-handler oss-fade-in">
      {result.message && (
        <p className={`oss-text oss-link-handler__${result.tone}`} role={result.tone === 'error' ? 'alert' : 'status'}>
          {result.message}
        </p>
      )}
      {(result.offerLogin || result.loggedIn || result.retry) && (
        <div className="oss-actions">
          {result.offerLogin && <Button onClick={() => void login()}>{M.login}</Button>}
          {result.loggedIn && (
            <a className="oss-btn oss-btn--primary" href={ROUTES.personalSpace}>
              {M.personalSpace}
            </a>
          )}
          {result.retry && <Button onClick={retry}>{M.retry}</Button>}
        </div>
      )}
    </div>
  );
}
