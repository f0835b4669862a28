import { object, string, type } from 'superstruct';
import { defineCall } from '../call';
import { success } from '../envelope';
import { Required } from '../fields';

/**
 * Floor and carbon sites only. Its own module: it loads with src/runtime/token-refresh.ts, in a
 * chunk of its own, when a token first needs renewing.
 *
 * Not shown in the spec: trades a refresh token for a new token pair. The old refresh token
 * stops working (rotation) after a grace of a few seconds; presenting it again later revokes
 * the whole session.
 */
export const refreshToken = defineCall({
  name: 'refreshToken',
  method: 'POST',
  path: '/api/token/refresh/',
  auth: 'public',
  body: object({ refreshToken: Required }),
  answer: success(type({ token: string(), refreshToken: string() })),
});
