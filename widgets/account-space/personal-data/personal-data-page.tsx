import { Link } from 'wouter';
import { Button } from '@/src/ui/button';
import { Spinner } from '@/src/ui/spinner';
import { ViewHeading } from '@/src/ui/view-heading';
import { ACCOUNT_SPACE_MESSAGES as M } from '../messages';
import { Credentials } from './credentials';
import { ProfileForm } from './profile-form';
import { useDelayedProfile } from './use-delayed-profile';

/**
 * '#/modification': back link, then a spinner while the profile loads on the spec's timing, then
 * 'Vos informations' (editable) and 'Vos identifiants' (e-mail and password, each with its dialog).
 */
export default function PersonalDataPage() {
  const { state, retry, replace } = useDelayedProfile();
  return (
    <section className="oss-account__view">
      <Link href="/" className="oss-btn oss-btn--link">
        <span aria-hidden="true">← </span>
        {M.back}
      </Link>
      <ViewHeading>{M.personalDataTitle}</ViewHeading>
      {state.kind === 'loading' && <Spinner label={M.loadingProfile} />}
      {state.kind === 'failed' && (
        <>
          <p className="oss-error oss-text" role="alert">
            {state.message}
          </p>
          <Button onClick={retry}>{M.retry}</Button>
        </>
      )}
      {state.kind === 'ready' && (
        <div className="oss-fade-in">
          <section className="oss-account__section" aria-labelledby="oss-account-info">
            <h3 id="oss-account-info" className="oss-account__section-title">
              {M.infoTitle}
            </h3>
            <ProfileForm profile={state.profile} onSaved={replace} />
          </section>
          <section className="oss-account__section" aria-labelledby="oss-account-credentials">
            <h3 id="oss-account-credentials" className="oss-account__section-title">
              {M.credentialsTitle}
            </h3>
            <Credentials email={state.profile.email} />
          </section>
        </div>
      )}
    </section>
  );
}
