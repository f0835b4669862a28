import { useMemo } from 'react';
import { sealedByServer } from '@/features/account/sso/sealed';
import { SSO_MESSAGES } from '@/features/account/sso/sso-landing';
import { SsoLandingView } from '@/features/account/sso/sso-landing-view';
import type { IslandProps } from '@/src/loader/island';

export function SsoLanding({
  attributes,
}: IslandProps<{ token?: string; refreshToken?: string; secretsNonce?: string }>) {
  const sealed = useMemo(() => sealedByServer(attributes.secretsNonce), [attributes.secretsNonce]);
  const tokens = useMemo(
    () =>
      attributes.token?.trim()
        ? { token: attributes.token.trim(), refreshToken: attributes.refreshToken?.trim() || null }
        : null,
    [attributes.token, attributes.refreshToken],
  );
  return sealed ? <SsoLandingView tokens={tokens} /> : <SsoLandingView tokens={null} problem={SSO_MESSAGES.unsealed} />;
}
