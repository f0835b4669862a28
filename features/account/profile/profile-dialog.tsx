import { useEffect, useState } from 'react';
import { isPartnerEmail, messages } from '@/src/contracts';
import type { MainProfile } from '@/src/contracts/account/profile';
import type { Runtime } from '@/src/runtime/runtime';
import { useRuntime } from '@/src/runtime/runtime-context';
import { Button } from '@/src/ui/button';
import { Dialog } from '@/src/ui/dialog';
import { TextField } from '@/src/ui/form/field';
import { minLength, required, sameAs, type Validator } from '@/src/ui/form/validators';
import { submitWith } from '@/src/ui/form/submit';
import { FormActions, SubmitForm } from '@/src/ui/form/submit-form';
import { openOverlay } from '@/src/ui/overlays/overlays';
import { Skeleton } from '@/src/ui/spinner';
import { NewPasswordFields } from '../password/new-password-fields';
import { PartnerSignOn } from '../sso/partner-sign-on';
import { PROFILE_MESSAGES as M } from './messages';
import { loadProfile, saveProfile, type ProfileOutcome, type ProfileValues } from './profile-flow';

/** Opens the main site's 'Données personnelles' popup (once: see `openOverlay`). */
export function openProfileDialog(): void {
  openOverlay((close) => <ProfileDialog onClose={close} />, 'profile');
}

export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const rt = useRuntime();
  const [attempt, setAttempt] = useState(0);
  const loaded = useProfile(rt, attempt);
  return (
    <Dialog title={M.title} onClose={onClose}>
      {loaded === null && <Skeleton lines={6} label={M.loading} />}
      {loaded?.kind === 'refused' && (
        <>
          <p className="oss-error oss-text" role="alert">
            {loaded.toast}
          </p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{M.retry}</Button>
        </>
      )}
      {loaded?.kind === 'done' && <ProfileForm profile={loaded.profile} onSaved={onClose} />}
    </Dialog>
  );
}

/**
 * The profile as loaded for this attempt and runtime, or null (the skeleton) while that load is
 * under way: an answer kept from an earlier attempt or runtime counts as none, so a retry shows the
 * skeleton again without resetting state from the effect.
 */
function useProfile(rt: Runtime, attempt: number): ProfileOutcome | null {
  const [loaded, setLoaded] = useState<{ rt: Runtime; attempt: number; outcome: ProfileOutcome } | null>(null);
  useEffect(() => {
    let live = true;
    void loadProfile(rt).then((outcome) => {
      if (live) setLoaded({ rt, attempt, outcome });
    });
    return () => {
      live = false;
    };
  }, [attempt, rt]);
  return loaded?.rt === rt && loaded.attempt === attempt ? loaded.outcome : null;
}

/** The new password is optional here; when typed, 6 characters at least (account-layer §5). */
const optionalPassword: Validator = (value, values) => (value ? minLength()(value, values) : undefined);

/**
 * The e-mail is the login identifier: shown, read-only (account-layer §3). A partner address
 * signs in on the partner's domain, so its password fields give way to the single-sign-on
 * button; the rest of the profile is still saved with 'Enregistrer'.
 */
function ProfileForm({ profile, onSaved }: { profile: MainProfile; onSaved: () => void }) {
  const rt = useRuntime();
  const partner = isPartnerEmail(profile.email);
  return (
    <SubmitForm<ProfileValues>
      initialValues={profile}
      onSubmit={submitWith((values) => saveProfile(rt, values, profile), onSaved)}
    >
      {({ submitting }) => (
        <>
          <IdentityFields />
          {partner ? (
            <PartnerSignOn />
          ) : (
            <NewPasswordFields
              password={{ name: 'password', label: M.password, hint: M.passwordHint, validate: optionalPassword }}
              confirmation={{
                name: 'passwordConfirmation',
                label: M.passwordConfirmation,
                validate: sameAs('password', messages.PASSWORD_NOT_IDENTICAL),
              }}
            />
          )}
          <CompanyFields />
          <FormActions submitting={submitting} submitLabel={M.save} busyLabel={M.saving} />
        </>
      )}
    </SubmitForm>
  );
}

/** Name, e-mail and phone. */
function IdentityFields() {
  return (
    <>
      <TextField
        name="lastname"
        label={M.lastname}
        autoComplete="family-name"
        validate={required}
        aria-required
        autoFocus
      />
      <TextField name="firstname" label={M.firstname} autoComplete="given-name" validate={required} aria-required />
      <TextField name="email" label={M.email} type="email" autoComplete="username" hint={M.emailHint} readOnly />
      <TextField name="phone" label={M.phone} type="tel" autoComplete="tel" />
    </>
  );
}

/** The company, its SIRET and the visitor's position in it. */
function CompanyFields() {
  return (
    <>
      <TextField name="company" label={M.company} autoComplete="organization" validate={required} aria-required />
      <TextField name="siret" label={M.siret} inputMode="numeric" validate={required} aria-required />
      <TextField name="fonction" label={M.fonction} autoComplete="organization-title" />
    </>
  );
}
