import { useEffect, useState } from 'react';
import type { ToolsProfile } from '../../../src/contracts/account/profile';
import { useRuntime } from '../../../src/runtime/runtime-context';
import { loadUser } from './account-flow';

/** account-layer §2/§9: the profile is fetched about 250 ms after the page opens… */
export const PROFILE_FETCH_DELAY_MS = 250;
/** …and the page appears 250 ms after the answer (the loader's fade). */
export const PROFILE_REVEAL_DELAY_MS = 250;

export type DelayedProfile =
  { kind: 'loading' } | { kind: 'ready'; profile: ToolsProfile } | { kind: 'failed'; message: string };

/** The profile of GET /api/user/, on the spec's timing; `retry` starts over after a failure. */
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
          PROFILE_REVEAL_DELAY_MS,
        );
      });
    }, PROFILE_FETCH_DELAY_MS);
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
