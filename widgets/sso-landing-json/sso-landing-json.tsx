import { useMemo } from 'react';
import { SsoLandingView } from '@/features/account/sso/sso-landing-view';
import type { IslandProps } from '@/src/loader/island';
import { readJsonLanding } from './read-landing';

export function SsoLandingJson({ attributes }: IslandProps<{ tokens?: string; user?: string }>) {
  const landing = useMemo(
    () => readJsonLanding(attributes.tokens, attributes.user),
    [attributes.tokens, attributes.user],
  );
  return 'tokens' in landing ? (
    <SsoLandingView tokens={landing.tokens} />
  ) : (
    <SsoLandingView tokens={null} problem={landing.problem} />
  );
}
