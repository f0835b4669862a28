import { useEffect, useState } from 'react';
import type { ToolsProfile } from '@/src/contracts/account/profile';
import { useRuntime } from '@/src/runtime/runtime-context';
import { timings } from '@/src/runtime/timings';
import { loadUser } from './account-flow';

export type DelayedProfile =
  { kind: 'loading' } | { kind: 'ready'; profile: ToolsProfile } | { kind: 'failed'; message: string };

/**
 * The profile of GET /api/user/, on the spec's timing (account-layer §2/§9): fetched
 * `timings.profileFetch` after the page opens, shown `timings.profileReveal` after the answer (the
 * loader's fade); `retry` starts over after a failure.
 */
export function useDelayedProfile() {
  const rt = useRuntime();
  const [state, setState] = useState<DelayedProfile>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    setState({ kind: 'loading' });
    timer = setTimeout(() => {
      void loadUser(rt).then((outcome) => {
        if (!live) return;
        timer = setTimeout(
          () =>
            setState(
              outcome.kind === 'done'
                ? { kind: 'ready', profile: outcome.user }
                : { kind: 'failed', message: outcome.toast ?? '' },
            ),
          timings.profileReveal,
        );
      });
    }, timings.profileFetch);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [attempt, rt]);
  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    /** After a save: the form starts again from what the server stored. */
    replace: (profile: ToolsProfile) => setState({ kind: 'ready', profile }),
  };
}
