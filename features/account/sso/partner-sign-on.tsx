import { useRuntime } from '@/src/runtime/runtime-context';
import { ACCOUNT_MESSAGES as M } from '../messages';
import { ssoLoginHref } from '../routes';

/**
 * Shown instead of a password where a partner address was typed (login, profile): such an
 * account signs in on the partner's domain, through single sign-on.
 */
export function PartnerSignOn() {
  const { config } = useRuntime();
  return (
    <>
      <p className="oss-text">{M.ssoText}</p>
      <a className="oss-btn oss-btn--primary oss-btn--block" href={ssoLoginHref(config)}>
        {M.ssoButton}
      </a>
    </>
  );
}
