import { useId, useRef } from 'react';
import type { EnvSystem, Fdes } from '@/src/contracts/thermal/env-result';
import { Button } from '@/src/ui/button';
import { withUnit } from '@/features/psi-values/format';
import { CarbonFigure, FdesDeclaration } from './env-carbon';
import { fdesHref } from './links';
import { RESULT_MESSAGES as M } from './messages';

/**
 * The environmental result (§2): the system's figures with their units (2 decimals, '--' when
 * missing) and its carbon per m² with its scope, the count of its FDES sheets with a button down
 * to their list, and the list (number, title, the sheet's page in the INIES base — or, for a sample
 * sheet, that it is one — and what it declares).
 */
/** The system's figures with their labels and units, in the order of §2; the reinforcement ratio only for prédalles (§2 'only for pre'). */
function figuresOf(system: EnvSystem | null): [string, number | null, string | null][] {
  const armatures: [string, number | null, string | null][] =
    system?.dataType === 'pre'
      ? [[M.ratioKilotageArmatures, system.ratioKilotageArmatures, system.uniteRatioKilotageArmatures]]
      : [];
  return [
    [M.litrageBeton, system?.litrageBeton ?? null, system?.uniteLitrageBeton ?? null],
    ...armatures,
    [
      M.litrageBetonSupplementaire,
      system?.litrageBetonSupplementaire ?? null,
      system?.uniteLitrageBetonSupplementaire ?? null,
    ],
    [M.ratioKilotage, system?.ratioKilotage ?? null, system?.uniteRatioKilotage ?? null],
  ];
}

export function EnvResult({ system, fdes }: { system: EnvSystem | null; fdes: Fdes[] }) {
  const list = useRef<HTMLHeadingElement>(null);
  const listId = useId();
  const figures = figuresOf(system);
  const toList = () => {
    list.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    list.current?.focus();
  };
  return (
    <>
      <section className="oss-tb-card" aria-label={M.envSummary}>
        <h3 className="oss-tb-card__title">{M.envSummary}</h3>
        <dl className="oss-tb-psi">
          {figures.map(([label, value, unit]) => (
            <div key={label} className="oss-tb-psi__item">
              <dt>{label}</dt>
              <dd className="oss-tb-psi__value">{withUnit(value, unit)}</dd>
            </div>
          ))}
          {system?.carbon && <CarbonFigure carbon={system.carbon} wall={system.dataType === 'mur'} />}
        </dl>
        <p className="oss-text">{M.fdesCount(fdes.length)}</p>
        {fdes.length > 0 && (
          <Button variant="secondary" onClick={toList}>
            {M.seeFdes}
          </Button>
        )}
      </section>
      {fdes.length > 0 && (
        <section className="oss-tb-card" aria-labelledby={listId}>
          <h3 id={listId} ref={list} tabIndex={-1} className="oss-tb-card__title">
            {M.fdesList}
          </h3>
          <ul className="oss-tb-fdes">
            {fdes.map((sheet) => (
              <li key={sheet.number}>
                <span className="oss-tb-fdes__number">
                  {M.fdesNumber} {sheet.number}
                </span>{' '}
                <span className="oss-tb-fdes__title">{sheet.title}</span>{' '}
                {sheet.sample ? (
                  <span className="oss-tb-fdes__sample">({M.sampleSheet})</span>
                ) : (
                  <a href={fdesHref(sheet.number)} target="_blank" rel="noopener noreferrer">
                    {M.consult(sheet.number)}
                    <span className="oss-visually-hidden">{M.newWindow}</span>
                  </a>
                )}
                <FdesDeclaration sheet={sheet} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
