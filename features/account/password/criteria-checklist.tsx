import { useEffect, useState } from 'react';
import type { PasswordCriteria } from '@/src/contracts/account/password';
import { useRuntime } from '@/src/runtime/runtime-context';
import { adoptStylesheet } from '@/src/ui/styles/adopt-stylesheet';
import { checkCriteria, loadPasswordCriteria } from './criteria';
import { CRITERIA_CSS } from './criteria.css';

/** Loads the server's criteria once; undefined while loading. */
export function usePasswordCriteria(): PasswordCriteria | undefined {
  const rt = useRuntime();
  const [criteria, setCriteria] = useState<PasswordCriteria>();
  useEffect(() => {
    let live = true;
    void loadPasswordCriteria(rt).then((c) => {
      if (live) setCriteria(c);
    });
    return () => {
      live = false;
    };
  }, [rt]);
  return criteria;
}

/**
 * 'Mon mot de passe comporte :' and each server criterion, marked valid or invalid while the
 * visitor types. Announced politely, and the state is in the text, not only in the colour.
 */
export function CriteriaChecklist({
  criteria,
  password,
}: {
  criteria: PasswordCriteria | undefined;
  password: string;
}) {
  const states = criteria ? checkCriteria(criteria, password) : [];
  if (states.length === 0) return null;
  return (
    <div
      className="oss-criteria"
      aria-live="polite"
      ref={(node) => {
        if (node) adoptStylesheet(node, 'criteria', CRITERIA_CSS);
      }}
    >
      <p className="oss-criteria__title">Mon mot de passe comporte :</p>
      <ul className="oss-criteria__list">
        {states.map((c) => (
          <li key={c.key} className={c.met ? 'oss-criteria__ok' : 'oss-criteria__ko'} data-met={c.met}>
            <span aria-hidden="true">{c.met ? '✓' : '✗'}</span> {c.message}
            <span className="oss-visually-hidden">{c.met ? ' : respecté' : ' : non respecté'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
