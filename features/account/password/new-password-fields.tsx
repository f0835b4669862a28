import { useField } from 'react-final-form';
import type { PasswordCriteria } from '@/src/contracts/account/password';
import { TextField, type TextFieldProps } from '@/src/ui/form/field';
import { CriteriaChecklist } from './criteria-checklist';

/** One of the pair: everything a `TextField` takes but its type and autocompletion, set here. */
export type NewPasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'>;

/**
 * A new password and its repetition, as every form that sets one asks for it (registration,
 * reset, change, first login, profile): two password inputs the browser may fill with a
 * generated password, and between them the live checklist of the server's `criteria` when
 * there are some. Each form keeps its own names, labels and validation.
 */
export function NewPasswordFields({
  password,
  confirmation,
  criteria,
}: {
  password: NewPasswordFieldProps;
  confirmation: NewPasswordFieldProps;
  criteria?: PasswordCriteria;
}) {
  const { input } = useField<string>(password.name, { subscription: { value: true } });
  return (
    <>
      <TextField type="password" autoComplete="new-password" {...password} />
      <CriteriaChecklist criteria={criteria} password={input.value ?? ''} />
      <TextField type="password" autoComplete="new-password" {...confirmation} />
    </>
  );
}
