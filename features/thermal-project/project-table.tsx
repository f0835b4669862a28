import { guardRailSentence } from '@/src/contracts/thermal/guard-rail';
import {
  formatProjectFigure,
  PROJECT_DECIMALS as D,
  PROJECT_PART_LABELS,
  type ProjectFigures,
} from '@/src/contracts/thermal/project';
import { PSI_UNIT } from '@/src/contracts/thermal/psi-unit';
import { PROJECT_MESSAGES as M } from './messages';

/**
 * The junction's figures as typed: one line per part with a length (length × ψ = H), the total
 * length, H and the weighted ψ, and RE2020's ψ9 rail where it applies (an intermediate floor).
 * A live region: a screen reader hears the new H as the lengths are typed.
 */
export function ProjectTable({ figures, floor }: { figures: ProjectFigures; floor: string | null }) {
  const psi = (value: number | null) => (value === null ? M.noPsi : formatProjectFigure(value, D.psi));
  return (
    <div className="oss-tb-project__figures" aria-live="polite">
      {figures.rows.length === 0 ? (
        <p>{M.none}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable (WCAG 2.1.1).
        <div className="oss-tb-project__scroll" tabIndex={0} role="region" aria-label={M.tableCaption}>
          <table>
            <caption className="oss-visually-hidden">{M.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{M.part}</th>
                <th scope="col">{M.length}</th>
                <th scope="col">{`${M.psiUsed} (${PSI_UNIT})`}</th>
                <th scope="col">{M.h}</th>
              </tr>
            </thead>
            <tbody>
              {figures.rows.map((row) => (
                <tr key={row.part}>
                  <th scope="row">{PROJECT_PART_LABELS[row.part].label}</th>
                  <td>{formatProjectFigure(row.length, D.length)}</td>
                  <td>{`${PROJECT_PART_LABELS[row.part].psi} ${psi(row.psi)}`}</td>
                  <td>{row.h === null ? '--' : formatProjectFigure(row.h, D.h)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {figures.missing.length > 0 && (
        <p className="oss-error">
          {M.missingPsi(figures.missing.map((part) => PROJECT_PART_LABELS[part].psi).join(', '))}
        </p>
      )}
      {figures.h !== null && figures.weightedPsi !== null && (
        <>
          <dl className="oss-tb-project__totals">
            <div>
              <dt>{M.totalLength}</dt>
              <dd>{`${formatProjectFigure(figures.totalLength, D.length)} m`}</dd>
            </div>
            <div>
              <dt>{M.hTotal}</dt>
              <dd data-project-h="">{`${formatProjectFigure(figures.h, D.h)} W/K`}</dd>
            </div>
            <div>
              <dt>{M.weightedPsi}</dt>
              <dd>{`${formatProjectFigure(figures.weightedPsi, D.weightedPsi)} ${PSI_UNIT}`}</dd>
            </div>
          </dl>
          <p className="oss-tb-guard">{guardRailSentence(figures.weightedPsi, floor, M.weightedPsi)}</p>
        </>
      )}
    </div>
  );
}
