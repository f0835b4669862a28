import type { CarbonBar } from '@/src/contracts/carbon/tunnel';
import { barKilograms, clampPercent, formatFootprint, formatPercent, safeColor } from './format';
import { RESULTS_MESSAGES as M } from './results-messages';

/**
 * A footprint as one stacked bar, a segment per part (§3 `bars`, widths in % of the footprint).
 * `width`: the bar's own length in % of its box, to draw several footprints to one scale (the
 * comparison chart). Hidden from screen readers: the legend or the table says the same in words.
 */
export function FootprintBars({ bars, width = 100 }: { bars: readonly CarbonBar[]; width?: number }) {
  return (
    <div className="oss-carbon-bars" aria-hidden="true" style={{ width: `${clampPercent(width)}%` }}>
      {bars.map((bar, index) => (
        <span
          key={`${bar.label}-${index}`}
          className="oss-carbon-bars__segment"
          title={`${bar.label} : ${formatPercent(bar.pdfPercentage)}`}
          style={{ width: `${clampPercent(bar.pdfPercentage)}%`, backgroundColor: safeColor(bar.color) }}
        />
      ))}
    </div>
  );
}

/** The legend of a card's bar: colour, part, its share and its kg, adding up to the footprint. */
export function BarsLegend({ bars, total }: { bars: readonly CarbonBar[]; total: number }) {
  const kilograms = barKilograms(bars, total);
  return (
    <ul className="oss-carbon-legend" aria-label={M.breakdown}>
      {bars.map((bar, index) => (
        <li key={`${bar.label}-${index}`} className="oss-carbon-legend__item">
          <span className="oss-carbon-swatch" aria-hidden="true" style={{ backgroundColor: safeColor(bar.color) }} />
          <span className="oss-carbon-legend__label">{bar.label}</span>{' '}
          <span className="oss-carbon-legend__value">
            {formatPercent(bar.pdfPercentage)} · {formatFootprint(kilograms[index]!)}
          </span>
        </li>
      ))}
    </ul>
  );
}
