import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { Form, useForm } from 'react-final-form';
import { CriteriaChecklist, usePasswordCriteria } from '../../features/account/password/criteria-checklist';
import { isEmail } from '../../src/contracts';
import { getRuntime } from '../../src/runtime/runtime';
import { Button } from '../../src/ui/button';
import { ConsentField, RadioGroupField, SelectField } from '../../src/ui/form/choice-fields';
import { TextField } from '../../src/ui/form/field';
import { notify } from '../../src/ui/overlays/overlays';
import { ACTIVITY_CHOICES } from '../../features/account/profile-choices';
import { REGISTER_MESSAGES as M } from './messages';
import {
  createAvailabilityChecker, cutPostalCode, emailKey, submitRegistration, validateStep,
  type RegisterStep, type RegisterValues,
} from './register-flow';

const CIVILITY_CHOICES = [
  { value: 'mr', label: M.civilityMr },
  { value: 'mme', label: M.civilityMme },
  { value: 'other', label: M.civilityOther },
] as const;

/**
 * One react-final-form form over both steps, so going back keeps everything typed; the record
 * validator checks the step on screen only (the hidden step must not block it). Step 1 goes on
 * when valid and the e-mail is free.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const rt = getRuntime();
  const [step, setShownStep] = useState<RegisterStep>(1);
  // react-final-form takes a new onSubmit in an effect: the handler reads the step from a ref so
  // a submit in between is never judged as the previous step's.
  const stepRef = useRef<RegisterStep>(1);
  const setStep = useCallback((next: RegisterStep) => { stepRef.current = next; setShownStep(next); }, []);
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set());
  const [checker] = useState(() => createAvailabilityChecker(rt));
  const criteria = usePasswordCriteria();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusedStep = useRef(step);

  const markTaken = useCallback((email: string) => setTaken((prev) => new Set(prev).add(emailKey(email))), []);
  // A new validator makes final-form validate again: a taken address shows as soon as it is known.
  const validate = useCallback((values: RegisterValues) => validateStep(step, values, { taken, criteria }),
    [step, taken, criteria]);

  // A new step is announced by moving focus to its title (not the first one, on arrival).
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    heading.current?.focus();
  }, [step]);

  const checkOnBlur = useCallback((email: string) => {
    if (!isEmail(email)) return;
    void checker.check(email).then((available) => { if (!available) markTaken(email); });
  }, [checker, markTaken]);

  const onSubmit = async (values: RegisterValues, form: FormApi<RegisterValues>) => {
    const current = stepRef.current;
    if (current === 1) {
      const email = values.email ?? '';
      if (!(await checker.check(email))) {
        markTaken(email);
        return { email: M.emailTaken };
      }
      // A failed attempt at step 1 touched every field: step 2 must open without errors.
      form.resetFieldState('password');
      form.resetFieldState('passwordRepeat');
      setStep(2);
      return undefined;
    }
    const outcome = await submitRegistration(rt, values);
    if (outcome.kind === 'done') {
      onRegistered(outcome.email);
      return undefined;
    }
    notify('error', outcome.toast);
    if (outcome.fields.email) {
      checker.forget(values.email ?? '');
      if (outcome.fields.email === M.emailTaken) markTaken(values.email ?? '');
    }
    if (outcome.step !== current) setStep(outcome.step);
    return outcome.fields;
  };

  return (
    <Form<RegisterValues>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit, submitting, values }) => (
        <form className="oss-register" onSubmit={handleSubmit} noValidate aria-labelledby="oss-register-step">
          <Progress step={step} />
          <h2 id="oss-register-step" ref={heading} tabIndex={-1} className="oss-register__title">
            {step === 1 ? M.identityTitle : M.passwordTitle}
          </h2>
          {/* Both steps stay mounted: going back shows what was typed at once, touched state included. */}
          <div hidden={step !== 1}>
            <IdentityFields />
            <OnFieldBlur name="email" onBlur={checkOnBlur} />
          </div>
          <div hidden={step !== 2}>
            <TextField name="password" label={M.password} type="password" autoComplete="new-password" required />
            <CriteriaChecklist criteria={criteria} password={values.password ?? ''} />
            <TextField name="passwordRepeat" label={M.passwordRepeat} type="password" autoComplete="new-password" required />
          </div>
          <div className="oss-actions">
            {step === 1 ? (
              <Button type="submit" busy={submitting} busyLabel={M.checking}>{M.next}</Button>
            ) : (
              <>
                <Button variant="secondary" onClick={() => setStep(1)} disabled={submitting}>{M.back}</Button>
                <Button type="submit" busy={submitting} busyLabel={M.sending}>{M.submit}</Button>
              </>
            )}
          </div>
        </form>
      )}
    />
  );
}

function Progress({ step }: { step: RegisterStep }) {
  return (
    <div className="oss-register__progress">
      <p className="oss-register__step">{M.progress(step)}</p>
      <div className="oss-register__bar" aria-hidden="true"><span style={{ width: `${step * 50}%` }} /></div>
    </div>
  );
}

function IdentityFields() {
  return (
    <>
      <p className="oss-hint">{M.requiredNote}</p>
      <RadioGroupField name="civility" legend={M.civility} options={CIVILITY_CHOICES} />
      <div className="oss-register__grid">
        <TextField name="lastName" label={M.lastName} autoComplete="family-name" required />
        <TextField name="firstName" label={M.firstName} autoComplete="given-name" required />
      </div>
      <TextField name="email" label={M.email} type="email" autoComplete="email" hint={M.emailHint} required />
      <div className="oss-register__grid">
        <SelectField name="activity" label={M.activity} options={ACTIVITY_CHOICES} />
        <TextField name="fonction" label={M.fonction} autoComplete="organization-title" />
        <TextField name="company" label={M.company} autoComplete="organization" />
        <TextField name="siret" label={M.siret} inputMode="numeric" />
        <TextField name="tel" label={M.tel} type="tel" autoComplete="tel" />
      </div>
      <TextField name="address" label={M.address} autoComplete="address-line1" />
      <TextField name="addressComplement" label={M.addressComplement} autoComplete="address-line2" />
      <div className="oss-register__grid">
        <TextField name="postalCode" label={M.postalCode} autoComplete="postal-code" inputMode="numeric"
          maxLength={5} parse={cutPostalCode} />
        <TextField name="city" label={M.city} autoComplete="address-level2" />
        <TextField name="country" label={M.country} autoComplete="country-name" />
      </div>
      <ConsentField name="rgpd" label={M.rgpd} />
    </>
  );
}

/**
 * Calls `onBlur` with the field's value when the field loses focus. A form subscription, not a
 * render: focus then blur between two renders must still count.
 */
function OnFieldBlur({ name, onBlur }: { name: string; onBlur: (value: string) => void }) {
  const form = useForm();
  useEffect(() => {
    let previous: string | undefined;
    return form.subscribe(({ active, values }) => {
      if (previous === name && active !== name) {
        const value: unknown = (values as Record<string, unknown>)[name];
        onBlur(typeof value === 'string' ? value : '');
      }
      previous = active as string | undefined;
    }, { active: true, values: true });
  }, [form, name, onBlur]);
  return null;
}
