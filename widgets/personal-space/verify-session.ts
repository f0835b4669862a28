import { ApiClientError } from '../../src/api/errors';
import { verifyUser } from '../../src/contracts/account/session';
import type { Runtime } from '../../src/runtime/runtime';

/**
 * Whether the stored login still holds (account-layer §2: both routes need a valid login token).
 * `unreachable` is not a refusal: the server could not answer, so the visitor is not sent away.
 */
export type Verification = { kind: 'valid' } | { kind: 'invalid' } | { kind: 'unreachable'; message: string };

export async function verifySession(rt: Runtime): Promise<Verification> {
  if (!rt.session.store.getState().user) return { kind: 'invalid' };
  try {
    // A refused token clears the stored user (the client's 401 handling) and comes back refused.
    const reply = await rt.api.call(verifyUser, { body: {} });
    return reply.ok ? { kind: 'valid' } : { kind: 'invalid' };
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    console.error(`[ossature] ${error.message}`);
    return { kind: 'unreachable', message: error.userMessage };
  }
}
