import { emailAvailable } from '@/src/contracts/account/email';
import type { Runtime } from '@/src/runtime/runtime';

/** Availability is a property of the address, whatever its case or surrounding spaces. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export interface AvailabilityChecker {
  /** True when the address may be registered. One call per address, shared by blur and submit. */
  check(email: string): Promise<boolean>;
  /** Drops what is known of an address (the server refused it after all). */
  forget(email: string): void;
}

/**
 * GET /api/email/available/{email}/. The spec: an error counts as available — a refusal or a
 * network failure must not lock anyone out of registering; the registration call judges anyway.
 */
export function createAvailabilityChecker(rt: Pick<Runtime, 'api'>): AvailabilityChecker {
  const known = new Map<string, Promise<boolean>>();
  return {
    check(email) {
      const key = emailKey(email);
      let answer = known.get(key);
      if (!answer) {
        answer = rt.api.call(emailAvailable, { params: { email: email.trim() } }).then(
          (reply) => !reply.ok || reply.datas.available,
          (error) => {
            console.warn('[ossature] E-mail availability unknown; counted as available.', error);
            return true;
          },
        );
        known.set(key, answer);
      }
      return answer;
    },
    forget(email) {
      known.delete(emailKey(email));
    },
  };
}
