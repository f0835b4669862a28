import { useId } from 'react';
import type { CarbonSimulation } from '@/src/contracts/carbon/tunnel';
import { Button } from '@/src/ui/button';
import { SafeHtml } from '@/src/ui/safe-html';
import { FactorSources } from './factor-sources';
import { BarsLegend, FootprintBars } from './footprint-bars';
import { formatFootprint } from './format';
import { ModuleBreakdown } from './module-breakdown';
import { RESULTS_MESSAGES as M } from './results-messages';

export interface SimulationCardProps {
  simulation: CarbonSimulation;
  /** its place in the cluster, oldest first */
  number: number;
  title: string;
  /** the lowest footprint of a cluster of two simulations or more */
  lowest: boolean;
  loggedIn: boolean;
  onDelete(simulationId: number): void;
}

/**
 * One simulation (floor-and-carbon-tools §2.2 'One card per simulation'): its title, the
 * footprint in kg CO2 eq/m² and its modules (D and the biogenic carbon apart), the coloured bar
 * and its legend (each part's kg as the model computes it), the assumptions (server HTML,
 * sanitized), the factors' sources (folded), and its delete behind a login (§6).
 */
export function SimulationCard({ simulation, number, title, lowest, loggedIn, onDelete }: SimulationCardProps) {
  const titleId = useId();
  return (
    <article className="oss-carbon-card" aria-labelledby={titleId}>
      <div className="oss-carbon-card__head">
        <h3 id={titleId} className="oss-carbon-card__title">
          {title}
        </h3>
        <p className="oss-carbon-card__meta">
          {M.simulation(number)} · {M.thickness} : {M.centimetres(simulation.thickness)}
        </p>
      </div>
      <p className="oss-carbon-card__footprint">
        <span className="oss-carbon-card__footprint-label">{M.footprint}</span>{' '}
        <strong className="oss-carbon-card__footprint-value">{formatFootprint(simulation.carbonFootprint)}</strong>
        {lowest && (
          <>
            {' '}
            <span className="oss-carbon-badge">{M.lowest}</span>
          </>
        )}
      </p>
      <ModuleBreakdown modules={simulation.modules} />
      <FootprintBars bars={simulation.bars} />
      <BarsLegend bars={simulation.bars} total={simulation.carbonFootprint} />
      <h4 className="oss-carbon-card__subtitle">{M.assumptions}</h4>
      <dl className="oss-carbon-card__assumptions">
        {Object.entries(simulation.data).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <SafeHtml html={value} className="oss-carbon-card__value" />
            </dd>
          </div>
        ))}
      </dl>
      <FactorSources bars={simulation.bars} />
      {loggedIn && (
        <Button variant="link" className="oss-carbon-card__delete" onClick={() => onDelete(simulation.id)}>
          {M.deleteSimulation}
          <span className="oss-visually-hidden">
            {' '}
            {number} : {title}
          </span>
        </Button>
      )}
    </article>
  );
}
