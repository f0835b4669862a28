import { zeroTimings } from '../../src/runtime/timings';

// No unit test waits for the spec's delays: every file starts with the timing table at zero. A
// test that is about a timing reads it from SPEC_TIMINGS, or sets it back with setTimings().
zeroTimings();
