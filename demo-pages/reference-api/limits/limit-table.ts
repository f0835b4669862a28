/**
 * The limits of the calls that send mail or check a password (docs/reference-api.md, 'Limits,
 * mail safety, idempotency'). Each limit counts separately per key it is given: the caller's
 * account, each address the mail goes to, and the client's IP address for anonymous calls. A
 * spec is `<points>/<window>`, the window in seconds, minutes or hours (`30s`, `10m`, `1h`);
 * each limit can be overridden by its environment variable (`OSSATURE_LIMIT_SHARE=5/10m`), and
 * by `ApiContext.limits` (tests).
 */
export const LIMITS = {
  /** Logins, on top of the lockout (5 wrong passwords per address): per IP and per address. */
  login: { env: 'OSSATURE_LIMIT_LOGIN', spec: '50/15m' },
  /** Password resets (main temporary password, floor and carbon reset link): per IP and per address. */
  reset: { env: 'OSSATURE_LIMIT_RESET', spec: '5/15m' },
  /** Registrations (each mails an activation link): per IP (an address registers once). */
  register: { env: 'OSSATURE_LIMIT_REGISTER', spec: '5/1h' },
  /** Fresh activation links sent for an expired one: per IP and per address. */
  activation: { env: 'OSSATURE_LIMIT_ACTIVATION', spec: '5/1h' },
  /** E-mail changes (a mail to the new address and one to the old): per account and per new address. */
  emailChange: { env: 'OSSATURE_LIMIT_EMAIL_CHANGE', spec: '5/1h' },
  /** Floor solution shares: per account and per recipient. */
  share: { env: 'OSSATURE_LIMIT_SHARE', spec: '5/10m' },
  /** Main-site reports sent by e-mail: per account and per recipient. */
  sendRapport: { env: 'OSSATURE_LIMIT_SEND_RAPPORT', spec: '5/10m' },
  /** Design-office contacts: per IP, and per account when logged in (the sender's address is not proven). */
  agencyContact: { env: 'OSSATURE_LIMIT_AGENCY_CONTACT', spec: '5/10m' },
  /**
   * Design-office contacts from one network (IPv4 /24, IPv6 /56), after the caller's own count:
   * a visitor with a handful of neighbouring addresses stops here, long before an office's cap.
   */
  agencyNetwork: { env: 'OSSATURE_LIMIT_AGENCY_NETWORK', spec: '15/10m' },
  /**
   * Requests one design office receives by mail through the contact form, whoever sends them.
   * Past it a request is not refused but held for review (floor-files/agency-review.ts): a flood
   * from many networks cannot close the form to the genuine visitors behind it.
   */
  agencyOffice: { env: 'OSSATURE_LIMIT_AGENCY_OFFICE', spec: '60/10m' },
} as const;

export type LimitName = keyof typeof LIMITS;

export interface Limit {
  points: number;
  /** Window in seconds. */
  duration: number;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** Reads `5/10m` as 5 points per 600 s; null for anything else. */
export function parseLimit(spec: string): Limit | null {
  const match = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*([smh])\s*$/.exec(spec);
  if (!match) return null;
  const points = Number(match[1]);
  const duration = Number(match[2]) * UNIT_SECONDS[match[3] as keyof typeof UNIT_SECONDS];
  return points > 0 && duration > 0 ? { points, duration } : null;
}

/**
 * The limit in force: the context's override, else the environment variable, else the table. A
 * malformed variable is a configuration error, said once at start rather than silently ignored.
 */
export function limitOf(name: LimitName, override?: string, env: NodeJS.ProcessEnv = process.env): Limit {
  const { env: variable, spec } = LIMITS[name];
  for (const [source, value] of [
    ['ApiContext.limits', override],
    [variable, env[variable]],
  ] as const) {
    if (value === undefined || value === '') continue;
    const limit = parseLimit(value);
    if (!limit) throw new Error(`${source}: "${value}" is not a limit like 5/10m (points / window in s, m or h)`);
    return limit;
  }
  return parseLimit(spec)!;
}
