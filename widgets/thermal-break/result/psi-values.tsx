import { useId, useState, type ReactNode } from 'react';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import { Button } from '@/src/ui/button';
import { Dialog } from '@/src/ui/dialog';
import { formatFigure } from '@/features/psi-values/format';
import { guardRailSentence, PSI_UNIT } from '@/src/contracts/thermal/guard-rail';
import { RESULT_MESSAGES as M } from './messages';
import { missingPsiNotes } from '@/src/contracts/thermal/missing-psi';

type Row = { label: string; value: number | null; tip?: string };

function Figures({ rows }: { rows: Row[] }) {
  return (
    <dl className="oss-tb-psi">
      {rows.map((row) => (
        <div key={row.label} className="oss-tb-psi__item">
          <dt>{row.label}</dt>
          <dd>
            <span className="oss-tb-psi__value">{formatFigure(row.value)}</span> {PSI_UNIT}
            {row.tip && <span className="oss-tb-psi__tip">{row.tip}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * psi moyen, about and rive (2 decimals, '--' when missing) and psi RT, the value a thermal study
 * takes (on the result itself, so that it prints); psi moyen stated against the RE2020
 * guard rail for the floor answered, in the PDF's words (one rule: src/contracts/thermal/guard-rail);
 * psi RNT and RT, with what they mean, in a detail popin (§2). `drawing`: the configuration's
 * detail drawing, in the configurator.
 */
export function PsiValues({
  psi,
  floor,
  drawing,
}: {
  psi: PsiValue | null;
  floor: string | null;
  drawing?: ReactNode;
}) {
  const [details, setDetails] = useState(false);
  const titleId = useId();
  return (
    <section className="oss-tb-card" aria-labelledby={titleId}>
      {drawing}
      <h3 id={titleId} className="oss-tb-card__title">
        {M.psiTitle}
      </h3>
      <Figures
        rows={[
          { label: M.psiMoyen, value: psi?.psiMoyen ?? null },
          { label: M.psiAbout, value: psi?.psiAbout ?? null },
          { label: M.psiRive, value: psi?.psiRive ?? null },
          { label: M.psiRt, value: psi?.psiRt ?? null, tip: M.psiRtTip },
        ]}
      />
      {missingPsiNotes(psi).map((note) => (
        <p key={note} className="oss-text oss-tb-psi__note">
          {note}
        </p>
      ))}
      <p className="oss-tb-guard">{guardRailSentence(psi?.psiMoyen ?? null, floor)}</p>
      <Sources sources={psi?.sources ?? []} />
      <Button variant="link" onClick={() => setDetails(true)}>
        {M.psiDetails}
      </Button>
      {details && (
        <Dialog title={M.psiDetails} onClose={() => setDetails(false)}>
          <Figures
            rows={[
              { label: M.psiRnt, value: psi?.psiRnt ?? null, tip: M.psiRntTip },
              { label: M.psiRt, value: psi?.psiRt ?? null, tip: M.psiRtTip },
            ]}
          />
          <div className="oss-actions">
            <Button variant="secondary" onClick={() => setDetails(false)} autoFocus>
              {M.close}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

/** Where each figure comes from (beyond the spec), folded under the figures: the report says the same. */
function Sources({ sources }: { sources: NonNullable<PsiValue['sources']> }) {
  if (sources.length === 0) return null;
  return (
    <details className="oss-tb-sources">
      <summary>{M.psiSources}</summary>
      <ul>
        {sources.map(({ figures, source }) => (
          <li key={figures}>
            <strong>{figures}</strong> : {source}.
          </li>
        ))}
      </ul>
    </details>
  );
}
