import { useState } from 'react';
import type { ThermalFilterValue } from '@/src/contracts/thermal/filters';
import { Button } from '@/src/ui/button';
import { Dialog } from '@/src/ui/dialog';
import { RESULT_MESSAGES as M } from './messages';

/** The recap shows 2 answers; the popup lists them all, up to 1000 (§9). */
export const RECAP_SIZE = 2;
export const RECAP_MAX = 1000;

function Answers({ values }: { values: ThermalFilterValue[] }) {
  return (
    <dl className="oss-tb-answers">
      {values.map((v) => (
        <div key={v.id}>
          <dt>{v.filter_name}</dt>
          <dd>
            {v.value}
            {v.automatic && <span className="oss-tb-auto">{M.automatic}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The first answers of the search, and 'Plus de détails' for all of them. */
export function Recap({ values }: { values: ThermalFilterValue[] }) {
  const [open, setOpen] = useState(false);
  if (values.length === 0) return null;
  return (
    <section className="oss-tb-card" aria-label={M.recapTitle}>
      <h3 className="oss-tb-card__title">{M.recapTitle}</h3>
      <Answers values={values.slice(0, RECAP_SIZE)} />
      <Button variant="link" onClick={() => setOpen(true)}>
        {M.moreDetails}
      </Button>
      {open && (
        <Dialog title={M.allCriteria} onClose={() => setOpen(false)}>
          <Answers values={values.slice(0, RECAP_MAX)} />
          <div className="oss-actions">
            <Button variant="secondary" onClick={() => setOpen(false)} autoFocus>
              {M.close}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
