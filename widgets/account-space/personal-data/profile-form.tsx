import { useMemo } from 'react';
import { cleanPostalCode, POSTAL_CODE_LENGTH } from '@/src/contracts/constants';
import type { ToolsProfile } from '@/src/contracts/account/profile';
import { GENERIC_ERROR } from '@/src/api/errors';
import { refused } from '@/src/api/outcome';
import { useRuntime } from '@/src/runtime/runtime-context';
import { SelectField } from '@/src/ui/form/choice-fields';
import { TextField } from '@/src/ui/form/field';
import { submitWith } from '@/src/ui/form/submit';
import { required } from '@/src/ui/form/validators';
import { FormActions, SubmitForm } from '@/src/ui/form/submit-form';
import { ACTIVITY_CHOICES } from '@/features/account/profile-choices';
import { ACCOUNT_SPACE_MESSAGES as M, CIVILITY_OPTIONS } from '../messages';
import { CARBON_FIELDS, FLOOR_FIELDS, saveUser, type ProfileValues } from './account-flow';

/**
 * 'Vos informations'. Floor: lastname, firstname, company; carbon: every profile field. Last and
 * first names are required: an empty or blank one gets 'Champ obligatoire' under it, as in every
 * other form (no browser bubbles); the server stays the judge of the rest.
 * Failure: carbon shows the first error in a toast (and on its field); floor logs it and says
 * 'Une erreur est survenue' (the spec only logs it: docs/tools/account.md). What was typed stays.
 */
export function ProfileForm({ profile, onSaved }: { profile: ToolsProfile; onSaved: (profile: ToolsProfile) => void }) {
  const rt = useRuntime();
  const carbon = rt.config.site === 'carbone';
  const fields = carbon ? CARBON_FIELDS : FLOOR_FIELDS;
  const initialValues = useMemo(
    () => Object.fromEntries(fields.map((field) => [field, profile[field]])) as ProfileValues,
    [profile, fields],
  );

  return (
    <SubmitForm<ProfileValues>
      initialValues={initialValues}
      onSubmit={submitWith(
        async (values: ProfileValues) => {
          const outcome = await saveUser(rt, values, fields);
          if (outcome.kind === 'done' || carbon) return outcome;
          // The spec only logs a floor failure; it also says so, as the main site does
          // (docs/tools/account.md).
          console.error(`[ossature] The profile was not saved: ${outcome.toast}`);
          return refused(GENERIC_ERROR);
        },
        (outcome) => onSaved(outcome.user),
      )}
    >
      {({ submitting }) => (
        <>
          <p className="oss-hint oss-text">{M.requiredNote}</p>
          <div className="oss-account__grid">
            {carbon && <SelectField name="civility" label={M.civility} options={CIVILITY_OPTIONS} />}
            <TextField
              name="lastname"
              label={`${M.lastname} *`}
              autoComplete="family-name"
              validate={required}
              required
            />
            <TextField
              name="firstname"
              label={`${M.firstname} *`}
              autoComplete="given-name"
              validate={required}
              required
            />
            <TextField name="company" label={M.company} autoComplete="organization" />
            {carbon && <CarbonFields />}
          </div>
          <FormActions submitting={submitting} submitLabel={M.save} busyLabel={M.saving} />
        </>
      )}
    </SubmitForm>
  );
}

/** The carbon form's fields after the company. */
function CarbonFields() {
  return (
    <>
      <TextField name="phone" label={M.phone} type="tel" autoComplete="tel" />
      <TextField name="siret" label={M.siret} inputMode="numeric" />
      <TextField name="fonction" label={M.fonction} autoComplete="organization-title" />
      <SelectField name="activity" label={M.activity} options={ACTIVITY_CHOICES} />
      <TextField name="address" label={M.address} autoComplete="address-line1" />
      <TextField name="addressComplement" label={M.addressComplement} autoComplete="address-line2" />
      <TextField
        name="postalCode"
        label={M.postalCode}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={POSTAL_CODE_LENGTH}
        parse={cleanPostalCode}
      />
      <TextField name="city" label={M.city} autoComplete="address-level2" />
      <TextField name="country" label={M.country} autoComplete="country-name" />
    </>
  );
}
