import type { FloorAnswers } from './answers';
import { CONTINUITY_SPAN_FACTOR } from './continuity';
import { loadClassOf } from './loads';
import type { FloorSystem } from './types';

/** What a system's span table gives for the answers' loads (rule.ts, design-basis.ts, limits.ts). */
export interface SpanReach {
  /** The LOAD_CLASSES index of g + q. */
  loadClass: number;
  /** The admissible span (cm), continuity included when it applies. */
  max: number;
  /** The continuity over a support was asked and the system allows it (+10 %). */
  continuous: boolean;
}

/** The max span of `system` under the answers' g + q; null when g + q is above the last class. */
export function spanReach(
  system: FloorSystem,
  a: Pick<FloorAnswers, 'gLoad' | 'qLoad' | 'continuity'>,
): SpanReach | null {
  const loadClass = loadClassOf(a.gLoad + a.qLoad);
  if (loadClass < 0) return null;
  const continuous = a.continuity && system.continuity;
  const max = Math.round(system.maxSpans[loadClass]! * (continuous ? CONTINUITY_SPAN_FACTOR : 1));
  return { loadClass, max, continuous };
}
