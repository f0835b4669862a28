import type { CarbonBar, CarbonFactorSource } from '@/src/contracts/carbon/tunnel';
import { RESULTS_MESSAGES as M } from './results-messages';

/**
 * The parts of one description of a factor, in the order a consultant reads them: declaration,
 * functional unit, reference service life, edition, then its INIES reference or 'donnée
 * d'exemple'. Shared by the card's 'Sources' and the CSV, so that both say the same.
 */
export function factorFacts(source: CarbonFactorSource): string[] {
  return [
    source.declaration,
    source.functionalUnit,
    ...(source.dvrYears === null ? [] : [M.dvr(source.dvrYears)]),
    ...(source.date === null ? [] : [M.dated(source.date)]),
    referenceOf(source),
  ];
}

/** Its INIES reference, or 'donnée d'exemple' when it has none. */
export const referenceOf = (source: CarbonFactorSource): string =>
  source.reference === null ? M.sampleData : M.inies(source.reference);

/**
 * 'Sources', folded under a card (beyond the spec): each part's emission factors as their
 * declarations state them. A native disclosure: the keyboard and screen readers know it as it is.
 * Nothing shows for a simulation stored before the sources were kept.
 */
export function FactorSources({ bars }: { bars: readonly CarbonBar[] }) {
  const parts = bars.filter((bar) => bar.sources && bar.sources.length > 0);
  if (parts.length === 0) return null;
  return (
    <details className="oss-carbon-card__sources">
      <summary>{M.sources}</summary>
      <p>{M.sourcesIntro}</p>
      <ul>
        {parts.flatMap((bar) =>
          bar.sources!.map((source) => (
            <li key={`${bar.label}-${source.label}`}>
              <strong>{bar.label}</strong> : {source.label} — {factorFacts(source).join(', ')}
            </li>
          )),
        )}
      </ul>
    </details>
  );
}
