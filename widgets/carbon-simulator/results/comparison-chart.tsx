import type { CarbonBar, CarbonSimulation } from '@/src/contracts/carbon/tunnel';
import { FootprintBars } from './footprint-bars';
import { formatKg, formatPercent, safeColor } from './format';
import { RESULTS_MESSAGES as M } from './results-messages';
import type { SortOrder } from './sort';

export interface ComparisonChartProps {
  /** in the current sort */
  simulations: readonly CarbonSimulation[];
  numbers: ReadonlyMap<number, number>;
  titles: ReadonlyMap<number, string>;
  /** kg CO2 eq/m² of a 20 cm solid concrete slab by the same model (`cluster.reference`) */
  reference: number;
  /** the lowest footprint to mark, null for none */
  lowest: number | null;
  sort: SortOrder;
}

/**
 * The cluster's simulations side by side (beyond the spec): one table, so a screen
 * reader reads it row by row; its last column draws each footprint's bars to ONE scale (the
 * largest of the footprints and the reference) with the reference slab as a vertical line, and
 * says the gap to that slab in words. Plain CSS widths in %.
 */
export function ComparisonChart({ simulations, numbers, titles, reference, lowest, sort }: ComparisonChartProps) {
  const scale = Math.max(reference, ...simulations.map((s) => s.carbonFootprint)) || 1;
  return (
    <div className="oss-carbon-chart">
      <div className="oss-carbon-chart__scroll">
        <table className="oss-carbon-chart__table">
          <caption className="oss-carbon-chart__caption">{M.chartCaption(sort)}</caption>
          <thead>
            <tr>
              <th scope="col">{M.chartSimulation}</th>
              <th scope="col">{M.chartFootprint}</th>
              <th scope="col">{M.chartGap}</th>
            </tr>
          </thead>
          <tbody>
            {simulations.map((simulation) => (
              <ChartRow
                key={simulation.id}
                simulation={simulation}
                number={numbers.get(simulation.id) ?? 0}
                title={titles.get(simulation.id) ?? ''}
                lowest={simulation.carbonFootprint === lowest}
                scale={scale}
                reference={reference}
              />
            ))}
          </tbody>
        </table>
      </div>
      <ChartKey simulations={simulations} reference={reference} />
    </div>
  );
}

interface ChartRowProps {
  simulation: CarbonSimulation;
  number: number;
  title: string;
  lowest: boolean;
  scale: number;
  reference: number;
}

function ChartRow({ simulation, number, title, lowest, scale, reference }: ChartRowProps) {
  const footprint = simulation.carbonFootprint;
  return (
    <tr className={lowest ? 'oss-carbon-chart__row oss-carbon-chart__row--lowest' : 'oss-carbon-chart__row'}>
      <th scope="row">
        <span className="oss-carbon-chart__name">{title}</span>{' '}
        <span className="oss-carbon-chart__meta">
          {M.simulation(number)} · {M.centimetres(simulation.thickness)}
        </span>
      </th>
      <td className="oss-carbon-chart__value">
        {formatKg(footprint)}
        {lowest && (
          <>
            {' '}
            <span className="oss-carbon-badge">{M.lowest}</span>
          </>
        )}
      </td>
      <td className="oss-carbon-chart__visual">
        <div className="oss-carbon-chart__track" aria-hidden="true">
          <FootprintBars bars={simulation.bars} width={(footprint / scale) * 100} />
          <span className="oss-carbon-chart__line" style={{ left: `${(reference / scale) * 100}%` }} />
        </div>
        <span className="oss-carbon-chart__gap">{gapText(footprint, reference)}</span>
      </td>
    </tr>
  );
}

/** '19 % de moins', '4 % de plus' than the reference slab, or 'Autant que la référence'. */
function gapText(footprint: number, reference: number): string {
  if (reference <= 0) return '';
  const gap = Math.round(((footprint - reference) / reference) * 100);
  if (gap === 0) return M.gapEqual;
  return gap < 0 ? M.gapBelow(formatPercent(-gap)) : M.gapAbove(formatPercent(gap));
}

/** The reference line's label, then each colour of the bars once (the cards' legends are not shown). */
function ChartKey({ simulations, reference }: { simulations: readonly CarbonSimulation[]; reference: number }) {
  const parts = new Map<string, CarbonBar>();
  for (const bar of simulations.flatMap((s) => s.bars)) parts.set(`${bar.label}|${safeColor(bar.color)}`, bar);
  return (
    <ul className="oss-carbon-chart__key" aria-label={M.chartKey}>
      <li className="oss-carbon-chart__reference">
        <span className="oss-carbon-chart__key-line" aria-hidden="true" />
        {M.reference(formatKg(reference))}
      </li>
      {[...parts].map(([key, bar]) => (
        <li key={key}>
          <span className="oss-carbon-swatch" aria-hidden="true" style={{ backgroundColor: safeColor(bar.color) }} />
          {bar.label}
        </li>
      ))}
    </ul>
  );
}
