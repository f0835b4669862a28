import { useMemo } from 'react';
import { SsoLandingView } from '@/features/account/sso/sso-landing-view';
import type { IslandProps } from '@/src/loader/island';

export function SsoLanding({ attributes }: IslandProps<{ token?: string; refreshToken?: string }>) {
  const tokens = useMemo(
    () =>
      attributes.token?.trim()
        ? { token: attributes.token.trim(), refreshToken: attributes.refreshToken?.trim() || null }
        : null,
    [attributes.token, attributes.refreshToken],
  );
  return <SsoLandingView tokens={tokens} />;
}
