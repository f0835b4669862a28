import type { CarbonModules } from '@/src/contracts/carbon/tunnel';
import { formatFootprint, formatKg } from './format';
import { RESULTS_MESSAGES as M } from './results-messages';

const SUMMED = ['a1a3', 'a4a5', 'b', 'c1c4'] as const;

/**
 * A footprint by module (EN 15804+A2): A1–A3, A4–A5, B and C1–C4, which add up to it; then D and
 * the biogenic carbon stored, each said to be apart (beyond the spec). Nothing when the server sends no
 * modules (an answer from before them).
 */
export function ModuleBreakdown({ modules }: { modules: CarbonModules | undefined }) {
  if (!modules) return null;
  return (
    <div className="oss-carbon-modules">
      <p className="oss-carbon-modules__summed">
        {M.modules} : {SUMMED.map((key) => `${M.moduleNames[key]} ${formatKg(modules[key])}`).join(' · ')}
      </p>
      <p className="oss-carbon-modules__apart">
        {M.moduleD} : {formatFootprint(modules.d)}
      </p>
      {modules.biogenic > 0 && (
        <p className="oss-carbon-modules__apart">
          {M.biogenic} : {formatFootprint(modules.biogenic)}
        </p>
      )}
    </div>
  );
}

/** What the figures cover, in short sentences, and what the reference slab is. */
export function ScopeNote({ referenceBasis }: { referenceBasis: string | undefined }) {
  return (
    <section className="oss-carbon-scope" aria-label={M.scopeTitle}>
      <p className="oss-carbon-scope__title">{M.scopeTitle}</p>
      {M.scope.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      {referenceBasis && <p>{M.referenceBasis(referenceBasis)}</p>}
    </section>
  );
}
