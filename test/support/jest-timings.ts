import { zeroTimings } from '@/src/runtime/timings';
import { setCardSlices } from '@/widgets/psi-library/card-slices';

// No unit test waits for the spec's delays: every file starts with the timing table at zero. A
// test that is about a timing reads it from SPEC_TIMINGS, or sets it back with setTimings() under
// Jest's fake timers.
zeroTimings();

// The library's tabs render every card at once, not a screenful then the rest in idle time: no
// test waits for the browser to be idle (widgets/psi-library/card-slices.ts; its own test sets a
// scheduler it runs by hand).
setCardSlices({ first: Infinity });
