import { NewPasswordFields } from '@/features/account/password/new-password-fields';
import { ACTIVITY_CHOICES } from '@/features/account/profile-choices';
import type { PasswordCriteria } from '@/src/contracts/account/password';
import { ConsentField, RadioGroupField, SelectField } from '@/src/ui/form/choice-fields';
import { TextField } from '@/src/ui/form/field';
import { REGISTER_MESSAGES as M } from './messages';
import { cutPostalCode } from './register-flow';

const CIVILITY_CHOICES = [
  { value: 'mr', label: M.civilityMr },
  { value: 'mme', label: M.civilityMme },
  { value: 'other', label: M.civilityOther },
] as const;

/** Step 1: identity and company (account-layer §2). */
export function IdentityFields() {
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
        <TextField
          name="postalCode"
          label={M.postalCode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          parse={cutPostalCode}
        />
        <TextField name="city" label={M.city} autoComplete="address-level2" />
        <TextField name="country" label={M.country} autoComplete="country-name" />
      </div>
      <ConsentField name="rgpd" label={M.rgpd} />
    </>
  );
}

/** Step 2: the password, the live checklist of the server's criteria, the repetition. */
export function PasswordFields({ criteria }: { criteria: PasswordCriteria | undefined }) {
  return (
    <NewPasswordFields
      criteria={criteria}
      password={{ name: 'password', label: M.password, required: true }}
      confirmation={{ name: 'passwordRepeat', label: M.passwordRepeat, required: true }}
    />
  );
}
