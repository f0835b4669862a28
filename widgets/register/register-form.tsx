import { Fragment, useCallback, useMemo, useState } from 'react';
import { usePasswordCriteria } from '@/features/account/password/criteria-checklist';
import { WizardForm, type WizardLabels } from '@/features/wizard/wizard-form';
import type { WizardStep } from '@/features/wizard/wizard';
import { isEmail, isPartnerEmail } from '@/src/contracts';
import { useRuntime } from '@/src/runtime/runtime-context';
import { OnFieldBlur } from '@/src/ui/form/on-field-blur';
import { submitWith } from '@/src/ui/form/submit';
import { REGISTER_MESSAGES as M } from './messages';
import { IdentityFields, PasswordFields } from './register-fields';
import { createAvailabilityChecker, emailKey, type AvailabilityChecker } from './email-availability';
import {
  IDENTITY_FIELDS,
  PASSWORD_FIELDS,
  submitRegistration,
  validateStep,
  type RegisterValues,
} from './register-flow';

const LABELS: WizardLabels = {
  next: M.next,
  nextBusy: M.checking,
  back: M.back,
  finish: M.submit,
  finishBusy: M.sending,
};

/**
 * The registration wizard: step 1 identity and company (the address's availability checked on
 * blur, and again before going on), step 2 the password with the live criteria checklist.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const rt = useRuntime();
  const [checker] = useState(() => createAvailabilityChecker(rt));
  const [taken, markTaken] = useTakenAddresses();
  const criteria = usePasswordCriteria();

  const steps = useMemo(
    (): WizardStep<RegisterValues>[] => [
      {
        title: M.identityTitle,
        fields: IDENTITY_FIELDS,
        validate: (values) => validateStep(1, values, { taken, criteria }),
        beforeNext: async (values) => {
          const email = values.email ?? '';
          if (await checker.check(email)) return undefined;
          markTaken(email);
          return { email: M.emailTaken };
        },
      },
      {
        title: M.passwordTitle,
        fields: PASSWORD_FIELDS,
        validate: (values) => validateStep(2, values, { taken, criteria }),
      },
    ],
    [checker, markTaken, taken, criteria],
  );

  const finish = useMemo(
    () =>
      submitWith(
        async (values: RegisterValues) => {
          const outcome = await submitRegistration(rt, values);
          if (outcome.kind === 'refused' && outcome.fields?.email) {
            // Known taken now, or refused for another reason: the next check asks the server again.
            checker.forget(values.email ?? '');
            if (outcome.fields.email === M.emailTaken) markTaken(values.email ?? '');
          }
          return outcome;
        },
        (outcome) => onRegistered(outcome.email),
      ),
    [rt, checker, markTaken, onRegistered],
  );

  const checkOnBlur = useCheckOnBlur(checker, markTaken);
  return (
    <WizardForm<RegisterValues>
      steps={steps}
      onFinish={finish}
      labels={LABELS}
      className="oss-register"
      headingClassName="oss-register__title"
    >
      {[
        <Fragment key="identity">
          <IdentityFields />
          <OnFieldBlur name="email" onBlur={checkOnBlur} />
        </Fragment>,
        <PasswordFields key="password" criteria={criteria} />,
      ]}
    </WizardForm>
  );
}

/** The addresses known taken; a new set makes the form validate again, so the error shows at once. */
function useTakenAddresses(): [ReadonlySet<string>, (email: string) => void] {
  const [taken, setTaken] = useState<ReadonlySet<string>>(() => new Set());
  const markTaken = useCallback((email: string) => setTaken((prev) => new Set(prev).add(emailKey(email))), []);
  return [taken, markTaken];
}

/**
 * On leaving the e-mail field, a well-formed address is checked (not a partner one: step 1 refuses
 * it by itself); a taken one is marked at once.
 */
function useCheckOnBlur(checker: AvailabilityChecker, markTaken: (email: string) => void) {
  return useCallback(
    (email: string) => {
      if (!isEmail(email) || isPartnerEmail(email)) return;
      void checker.check(email).then((available) => {
        if (!available) markTaken(email);
      });
    },
    [checker, markTaken],
  );
}
