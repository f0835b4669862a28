import { isPartnerEmail } from '@/src/contracts';
import type { Runtime } from '@/src/runtime/runtime';
import { useRuntime } from '@/src/runtime/runtime-context';
import { Button } from '@/src/ui/button';
import { Dialog } from '@/src/ui/dialog';
import { CheckboxField, TextField } from '@/src/ui/form/field';
import { submitWith } from '@/src/ui/form/submit';
import { FormActions, SubmitForm } from '@/src/ui/form/submit-form';
import { email as emailRule, required } from '@/src/ui/form/validators';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { navigate } from '@/src/runtime/navigation';
import { ROUTES, ssoLoginHref } from '../routes';
import { PartnerSignOn } from '../sso/partner-sign-on';
import { login } from './login-flow';
import { LOGIN_SCREEN } from './messages';

type LoginValues = { email?: string; password?: string; remember?: boolean };

export interface LoginScreenProps {
  /** The address typed before (on the forgot-password screen, or before a failed attempt). */
  email: string;
  onLoggedIn: () => void;
  /** A first login on the main site: the password the partner sent must be replaced. */
  onNewPassword: () => void;
  /** 'Mot de passe oublié ?', with the address typed so far. */
  onForgot: (email: string) => void;
  onClose: () => void;
}

/** 'CONNEXION': e-mail and password, or single sign-on for a partner address. */
export function LoginScreen({ email, onLoggedIn, onNewPassword, onForgot, onClose }: LoginScreenProps) {
  const rt = useRuntime();
  const copy = LOGIN_SCREEN[rt.site.name];
  const submit = submitLogin(rt, onNewPassword, onLoggedIn);
  return (
    <Dialog title={M.loginTitle} description={copy.subtitle} onClose={onClose}>
      <SubmitForm<LoginValues>
        initialValues={{ email, remember: false }}
        onSubmit={(values) => {
          // A partner address signs in on the partner's domain, also when sent with Enter (the
          // password field is not even shown).
          if (!isPartnerEmail(values.email ?? '')) return submit(values);
          navigate(ssoLoginHref(rt.config));
          return undefined;
        }}
      >
        {({ values, submitting }) => (
          <>
            <TextField
              name="email"
              label={M.email}
              type="email"
              autoComplete="username"
              validate={emailRule}
              autoFocus
            />
            {isPartnerEmail(values.email ?? '') ? (
              <PartnerSignOn />
            ) : (
              <PasswordSignIn
                copy={copy}
                remembers={rt.site.remembersLogin}
                submitting={submitting}
                onForgot={() => onForgot(values.email ?? '')}
              />
            )}
            <RegisterInvite copy={copy} />
          </>
        )}
      </SubmitForm>
    </Dialog>
  );
}

type LoginScreenCopy = (typeof LOGIN_SCREEN)[keyof typeof LOGIN_SCREEN];

/** Logs in with the values sent; a password to replace goes to `onNewPassword`, success to `onLoggedIn`. */
function submitLogin(rt: Runtime, onNewPassword: () => void, onLoggedIn: () => void) {
  return submitWith(
    async (values: LoginValues) => {
      // (No draft e-mail is kept here: new initialValues would re-initialise the form and wipe
      // the password the visitor typed.)
      const outcome = await login(rt, {
        email: values.email ?? '',
        password: values.password ?? '',
        remember: values.remember === true,
      });
      if (outcome.kind === 'new-password') onNewPassword();
      return outcome;
    },
    (outcome) => {
      if (outcome.kind === 'done') onLoggedIn();
    },
  );
}

/** The password, 'remember me' where the site offers it, the submit and the forgot-password link. */
function PasswordSignIn({
  copy,
  remembers,
  submitting,
  onForgot,
}: {
  copy: LoginScreenCopy;
  remembers: boolean;
  submitting: boolean;
  onForgot: () => void;
}) {
  return (
    <>
      <TextField
        name="password"
        label={M.password}
        type="password"
        autoComplete="current-password"
        validate={required}
      />
      {remembers && <CheckboxField name="remember" label={M.remember} />}
      <FormActions submitting={submitting} submitLabel={copy.submit} busyLabel={M.pleaseWait} stacked={copy.stacked}>
        {/* Pressed, it keeps the focus where it is: a field left empty would show its error as the
            pointer goes down, push the link from under it, and the click would be lost. */}
        <Button variant="link" onClick={onForgot} onMouseDown={(event) => event.preventDefault()}>
          {copy.forgotLink}
        </Button>
      </FormActions>
    </>
  );
}

/** The way to the registration page, under both ways of signing in. */
function RegisterInvite({ copy }: { copy: LoginScreenCopy }) {
  return (
    <p className="oss-text">
      {copy.noAccount && <>{copy.noAccount} </>}
      <a className="oss-btn oss-btn--link" href={ROUTES.register}>
        {copy.registerLink}
      </a>
    </p>
  );
}
