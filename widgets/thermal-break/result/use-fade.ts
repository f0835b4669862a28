import { useEffect, useState } from 'react';
import { timings } from '@/src/runtime/timings';

/**
 * The panel's fade (§9): `timings.fade` (250 ms), none at 992 px or less, nor when the visitor asks
 * for less motion.
 */
export const NO_ANIMATION_QUERY = '(max-width: 992px), (prefers-reduced-motion: reduce)';

function fadeMs(): number {
  if (typeof matchMedia !== 'function') return 0;
  return matchMedia(NO_ANIMATION_QUERY).matches ? 0 : timings.fade;
}

/**
 * Switches between two views with a fade: the shown view fades out (`leaving`), then the next
 * one is shown and fades in (CSS). Without animation the switch is immediate.
 */
export function useFadeSwitch<V>(initial: V) {
  const [shown, setShown] = useState(initial);
  const [target, setTarget] = useState(initial);
  useEffect(() => {
    if (target === shown) return;
    const timer = setTimeout(() => setShown(target), timings.fade);
    return () => clearTimeout(timer);
  }, [target, shown]);
  const show = (next: V) => {
    // Without animation, at once: not even one frame of the faded-out view.
    if (fadeMs() === 0) setShown(next);
    setTarget(next);
  };
  return { shown, leaving: target !== shown, show };
}
