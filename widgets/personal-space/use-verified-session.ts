import { useEffect, useRef, useState } from 'react';
import { ROUTES } from '@/features/account/routes';
import { useRuntime } from '@/src/runtime/runtime-context';
import { navigation } from '@/src/runtime/navigation';
import { useSession } from '@/src/session/use-session';
import { verifySession } from './verify-session';

export type VerifiedState =
  { kind: 'checking' } | { kind: 'valid' } | { kind: 'unreachable'; message: string; retry: () => void };

/**
 * Once the session has hydrated: no user, or a token the server refuses, sends the visitor to
 * '/' (account-layer §8 "Token verification failure: redirect to '/'"), as does a logout later on
 * (here or in another tab). Redirects once.
 */
export function useVerifiedSession(): VerifiedState {
  const rt = useRuntime();
  const hydrated = useSession((s) => s.hydrated);
  const loggedIn = useSession((s) => s.user !== null);
  const [state, setState] = useState<
    { kind: 'checking' } | { kind: 'valid' } | { kind: 'unreachable'; message: string }
  >({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const left = useRef(false);
  const verified = state.kind === 'valid';

  useEffect(() => {
    const leave = () => {
      if (left.current) return;
      left.current = true;
      navigation.assign(ROUTES.home);
    };
    if (!hydrated) return;
    if (!loggedIn) {
      leave();
      return;
    }
    if (verified) return;
    let live = true;
    setState({ kind: 'checking' });
    void verifySession(rt).then((result) => {
      if (!live) return;
      if (result.kind === 'invalid') leave();
      else setState(result.kind === 'refused' ? { kind: 'unreachable', message: result.toast ?? '' } : result);
    });
    return () => {
      live = false;
    };
  }, [hydrated, loggedIn, attempt, verified, rt]);

  return state.kind === 'unreachable' ? { ...state, retry: () => setAttempt((n) => n + 1) } : state;
}
