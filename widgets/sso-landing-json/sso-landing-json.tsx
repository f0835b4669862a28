import { useMemo } from 'react';
import { sealedByServer } from '@/features/account/sso/sealed';
import { SSO_MESSAGES } from '@/features/account/sso/sso-landing';
import { SsoLandingView } from '@/features/account/sso/sso-landing-view';
import type { IslandProps } from '@/src/loader/island';
import { readJsonLanding } from './read-landing';

export function SsoLandingJson({ attributes }: IslandProps<{ tokens?: string; user?: string; secretsNonce?: string }>) {
  const landing = useMemo(
    () =>
      sealedByServer(attributes.secretsNonce)
        ? readJsonLanding(attributes.tokens, attributes.user)
        : { problem: SSO_MESSAGES.unsealed },
    [attributes.tokens, attributes.user, attributes.secretsNonce],
  );
  return 'tokens' in landing ? (
    <SsoLandingView tokens={landing.tokens} />
  ) : (
    <SsoLandingView tokens={null} problem={landing.problem} />
  );
}
