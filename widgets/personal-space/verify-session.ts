import { guardApi } from '@/src/api/outcome';
import { verifyUser } from '@/src/contracts/account/session';
import type { Runtime } from '@/src/runtime/runtime';

/**
 * Whether the stored login still holds (account-layer §2: both routes need a valid login token).
 * `refused` is not a refusal of the token: the server could not answer (its French `toast` says
 * why), so the visitor is not sent away.
 */
export type Verification = { kind: 'valid' } | { kind: 'invalid' } | { kind: 'refused'; toast?: string };

export function verifySession(rt: Runtime): Promise<Verification> {
  return guardApi<Verification>(async () => {
    if (!rt.session.store.getState().user) return { kind: 'invalid' };
    // A refused token clears the stored user (the client's 401 handling) and comes back refused.
    const reply = await rt.api.call(verifyUser, { body: {} });
    return reply.ok ? { kind: 'valid' } : { kind: 'invalid' };
  });
}
