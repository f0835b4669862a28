import { useId, useState, type ReactNode } from 'react';
import type { PsiValue } from '@/src/contracts/thermal/psi-value';
import { Button } from '@/src/ui/button';
import { Dialog } from '@/src/ui/dialog';
import { formatFigure } from '@/features/psi-values/format';
import { guardRailSentence } from './guard-rail';
import { RESULT_MESSAGES as M } from './messages';
import { missingPsiNotes } from './missing-psi';

type Row = { label: string; value: number | null; tip?: string };

function Figures({ rows }: { rows: Row[] }) {
  const sentences = rows.map((row) => guardRailSentence(row.label, row.value)).filter((s): s is string => s !== null);
  return (
    <>
      <dl className="oss-tb-psi">
        {rows.map((row) => (
          <div key={row.label} className="oss-tb-psi__item">
            <dt>{row.label}</dt>
            <dd>
              <span className="oss-tb-psi__value">{formatFigure(row.value)}</span> {M.psiUnit}
              {row.tip && <span className="oss-tb-psi__tip">{row.tip}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {sentences.length > 0 && (
        <ul className="oss-tb-guard">
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * psi moyen, about and rive (W/m.K, 2 decimals, '--' when missing), each stated against the
 * RE2020 guard rail (./guard-rail); psi RNT and RT, with what they mean, in a detail popin.
 * `drawing`: the configuration's detail drawing, in the configurator.
 */
export function PsiValues({ psi, drawing }: { psi: PsiValue | null; drawing?: ReactNode }) {
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
        ]}
      />
      {missingPsiNotes(psi).map((note) => (
        <p key={note} className="oss-text oss-tb-psi__note">
          {note}
        </p>
      ))}
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
