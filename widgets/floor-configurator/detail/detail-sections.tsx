import { useId, type ReactNode } from 'react';
import type {
  CarbonFootprint,
  DesignRow,
  SimilarProduct,
  SolutionDetail,
  SolutionLayer,
  SteelMass,
} from '@/src/contracts/floor/solution';
import { SafeHtml } from '@/src/ui/safe-html';
import { DETAIL_MESSAGES as M } from './detail-messages';

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** One titled section of the detail (an `h3` under the view's `h2`). */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`oss-floor-section ${className ?? ''}`} aria-labelledby={id}>
      <h3 id={id} className="oss-floor-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function Description({ detail }: { detail: SolutionDetail }) {
  return (
    <Section title={M.description}>
      <SafeHtml className="oss-floor-description" html={detail.solution.description.content} />
    </Section>
  );
}

/**
 * 'Pourquoi cette solution ?' (beyond the spec): the answers that selected it, then the
 * design basis the rule computed (load combination, span against maximum, deflection).
 */
export function Reasons({ reasons, basis = [] }: { reasons: readonly string[]; basis?: readonly DesignRow[] }) {
  if (reasons.length === 0) return null;
  return (
    <Section title={M.why} className="oss-floor-why">
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {basis.length > 0 && (
        <>
          <h4 className="oss-floor-why__basis">{M.basis}</h4>
          <SpecList rows={basis} />
        </>
      )}
    </Section>
  );
}

function SpecList({ rows }: { rows: readonly DesignRow[] }) {
  return (
    <dl className="oss-floor-specs">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TechnicalData({ rows }: { rows: SolutionDetail['technicalData'] }) {
  if (rows.length === 0) return null;
  return (
    <Section title={M.technical}>
      <SpecList rows={rows} />
    </Section>
  );
}

/**
 * The cross-section (§2.1 'tongue-thickness cross-section with layer thicknesses', shown when
 * `displayScheme` is set): one band per layer, its height proportional to its thickness, its label
 * and thickness beside it; read as a list by screen readers.
 */
export function Scheme({ layers, total }: { layers: readonly SolutionLayer[]; total: string }) {
  const sum = layers.reduce((s, layer) => s + layer.thickness, 0) || 1;
  return (
    <Section title={M.scheme}>
      <ol className="oss-floor-scheme">
        {layers.map((layer, index) => (
          <li
            key={`${layer.short}-${index}`}
            className={`oss-floor-scheme__layer oss-floor-scheme__layer--${index % 4}`}
            style={{ flexGrow: layer.thickness / sum }}
          >
            <span>{layer.short}</span>
            <span>
              {number.format(layer.thickness)} {layer.unit}
            </span>
          </li>
        ))}
      </ol>
      <p className="oss-floor-scheme__total">{M.schemeTotal(total)}</p>
    </Section>
  );
}

/** §2.1 'carbon impact per concrete type (kg eq CO2/M2) with the steel-quantity assumptions'. */
export function Carbon({
  footprints,
  steel,
  actions,
}: {
  footprints: readonly CarbonFootprint[];
  steel: readonly SteelMass[];
  actions: ReactNode;
}) {
  if (footprints.length === 0) return null;
  return (
    <Section title={M.carbon}>
      <table className="oss-floor-table">
        <thead>
          <tr>
            <th scope="col">{M.concrete}</th>
            <th scope="col">{M.footprint}</th>
          </tr>
        </thead>
        <tbody>
          {footprints.map((item) => (
            <tr key={item.concrete.slug}>
              <th scope="row">{item.concrete.name}</th>
              <td>{number.format(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {steel.length > 0 && (
        <>
          <h4 className="oss-floor-section__subtitle">{M.steelAssumptions}</h4>
          <ul className="oss-floor-steel">
            {steel.map((mass) => (
              <li key={mass.label}>
                {mass.label} : {number.format(mass.value)} {mass.unit}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="oss-floor__actions">{actions}</div>
    </Section>
  );
}

export function Similar({ products }: { products: readonly SimilarProduct[] }) {
  if (products.length === 0) return null;
  return (
    <Section title={M.similar}>
      <ul className="oss-floor-similar">
        {products.map((product) => (
          <li key={product.slug}>
            <a href={product.wordPressUrl} target="_blank" rel="noopener noreferrer">
              <img src={product.packshot.url} alt="" width={160} height={120} loading="lazy" decoding="async" />
              <span>{product.libelle}</span>
              <span className="oss-visually-hidden"> {M.newWindow}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
