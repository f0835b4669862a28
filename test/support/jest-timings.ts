import { configure } from '@testing-library/dom';
import { zeroTimings } from '@/src/runtime/timings';
import { setCardSlices } from '@/widgets/psi-library/card-slices';

// No unit test waits for the spec's delays: every file starts with the timing table at zero. A
// test that is about a timing reads it from SPEC_TIMINGS, or sets it back with setTimings() under
// Jest's fake timers.
zeroTimings();

// The one bound of every findBy…/waitFor: tests wait for states, never for time, so this only
// says how long a state may take to come before the test fails. It is that long because an
// island's chunk is compiled by Jest the first time a test imports it, which takes seconds on a
// loaded two-core machine; a passing test never waits for it. No test sets its own.
configure({ asyncUtilTimeout: 10_000 });

// The library's tabs render every card at once, not a screenful then the rest in idle time: no
// test waits for the browser to be idle (widgets/psi-library/card-slices.ts; its own test sets a
// scheduler it runs by hand).
setCardSlices({ first: Infinity });
