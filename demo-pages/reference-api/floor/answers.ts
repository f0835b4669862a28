import type { FloorLevel, FloorPosition, InfillFamily, Insulation } from './types';

/**
 * A submitted configuration, read and checked (submit.ts): what the rule, the stored simulation
 * and the solution routes work on. Lengths in cm, loads in kN/m², Up in W/(m².K).
 */
export interface FloorAnswers {
  zipCode: string;
  configurationName: string;
  /** '' when not given. */
  company: string;
  floor: FloorPosition;
  /** 'ground' for a low floor (its level is not asked). */
  floorLevel: FloorLevel;
  /** The Up aimed at; null for an intermediate floor (no target). */
  up: number | null;
  /** A LOAD_CASES value or 'custom'. */
  loadCase: string;
  /** The load case's loads, or the typed ones for 'custom'. */
  gLoad: number;
  qLoad: number;
  floorSpan: number;
  continuity: boolean;
  /** Both set when `continuity`, else null. */
  continuityWidth: number | null;
  continuityLength: number | null;
  /** The insulations added; empty for 'Aucun'. */
  insulation: Exclude<Insulation, 'aucune'>[];
  floorType: InfillFamily;
}
