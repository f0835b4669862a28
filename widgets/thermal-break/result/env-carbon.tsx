import type { EnvSystem, Fdes } from '@/src/contracts/thermal/env-result';
import { formatFigure, withUnit } from '@/features/psi-values/format';
import { RESULT_MESSAGES as M } from './messages';

type Carbon = NonNullable<EnvSystem['carbon']>;

/** A1–C4 from the modules the API gives; '--' when one is not declared. D stays apart (EN 15804+A2). */
function lifeCycle(carbon: Carbon): number | null {
  const { a1a3, a4a5, c1c4 } = carbon;
  return a4a5 === null || c1c4 === null ? null : a1a3 + a4a5 + c1c4;
}

/**
 * The system's carbon per m²: its A1–A3 figure as the other figures, then its scope in
 * one sentence, and the whole life cycle with module D apart.
 */
export function CarbonFigure({ carbon, wall }: { carbon: Carbon; wall: boolean }) {
  return (
    <div className="oss-tb-psi__item">
      <dt>{M.carbon}</dt>
      <dd className="oss-tb-psi__value">{withUnit(carbon.a1a3, carbon.unit)}</dd>
      <dd className="oss-tb-psi__tip">{M.carbonScope(wall)}</dd>
      <dd className="oss-tb-psi__tip">
        {M.carbonLife(withUnit(lifeCycle(carbon), carbon.unit), withUnit(carbon.d, carbon.unit))}
      </dd>
    </div>
  );
}

const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

/** What one sheet declares, under its title; nothing for a sheet that does not say. */
export function FdesDeclaration({ sheet }: { sheet: Fdes }) {
  if (!sheet.impact || !sheet.kind || !sheet.date || !sheet.functionalUnit) return null;
  return (
    <span className="oss-tb-fdes__impact">
      {M.fdesImpact(sheet.kind, frenchDate(sheet.date), formatFigure(sheet.impact.a1a3), sheet.functionalUnit)}
      {sheet.perM2 === null && ` ${M.fdesApart}`}
    </span>
  );
}
