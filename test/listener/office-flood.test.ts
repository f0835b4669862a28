import { contactAgency } from '@/src/contracts/floor/agency';
import { AGENCY_CONTACT_HELD, DEFAULT_REVIEW_ADDRESS } from '@/demo-pages/reference-api/floor-files/agency-review';
import { AGENCY_CONTACTED } from '@/demo-pages/reference-api/floor-files/messages';
import { AGENCIES } from '@/demo-pages/reference-api/floor/catalogue';
import { limitOf } from '@/demo-pages/reference-api/limits/limit-table';
import { listMail } from '@/demo-pages/reference-api/outbox/outbox';
import { callOverHttp, startListener, type Listener } from '@/test/support/listener';
import { startApi } from '@/test/support/reference-api';
import type { Api } from '@/test/support/tools-flows';

/**
 * What an attacker with N addresses can do to a design office's contact form, with the default
 * limits, over the real listener (docs/security.md 'The contact form under a flood' quotes it).
 */

const PER_IP = limitOf('agencyContact', undefined, {}).points;
const PER_NETWORK = limitOf('agencyNetwork', undefined, {}).points;
const OFFICE_CAP = limitOf('agencyOffice', undefined, {}).points;
const OFFICE = AGENCIES[0]!.emails;
const TRIES = PER_IP + 3;

let api: Api;
let listener: Listener;
beforeEach(async () => {
  api = await startApi('plancher');
  listener = await startListener(api.ctx);
});
afterEach(() => listener.close());

const contact = (from: string, n: number) =>
  callOverHttp(listener, 'plancher', contactAgency, {
    from,
    body: {
      phone: '06 12 34 56 78',
      lastname: 'Robot',
      firstname: 'Un',
      company: 'Flood',
      message: `Message ${n}`,
      email: `robot${n}@exemple.fr`,
    },
  });

/** Each address tries TRIES times; the count of each answer's message (or status when refused). */
async function flood(addresses: string[]) {
  const outcomes: Record<string, number> = {};
  let n = 0;
  for (const from of addresses) {
    for (let i = 0; i < TRIES; i++) {
      const answer = await contact(from, n++);
      const key = answer.status === 200 ? answer.json.message : String(answer.status);
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
  }
  return outcomes;
}

/** Mails to one address, the whole outbox read (the outbox page shows the newest 200). */
const mailsTo = async (to: string) => (await listMail(api.ctx, 10_000)).filter((m) => m.to === to).length;
const officeRequests = () => mailsTo(OFFICE[0]!);
const heldRequests = () => mailsTo(DEFAULT_REVIEW_ADDRESS);

test('twelve addresses in one network: the network count stops them', async () => {
  const addresses = Array.from({ length: 12 }, (_, i) => `127.0.5.${i + 1}`);
  const outcomes = await flood(addresses);
  expect(outcomes[AGENCY_CONTACTED]).toBe(PER_NETWORK);
  expect(outcomes['429']).toBe(addresses.length * TRIES - PER_NETWORK);
  expect(await officeRequests()).toBe(PER_NETWORK);
  // A visitor of another network still reaches the office.
  expect((await contact('127.0.6.1', 999)).json.message).toBe(AGENCY_CONTACTED);
});

test('thirty addresses in thirty networks: the office gets its cap, the rest is held, visitors still get through', async () => {
  const addresses = Array.from({ length: 30 }, (_, i) => `127.1.${i}.1`);
  const outcomes = await flood(addresses);
  const accepted = addresses.length * PER_IP;
  expect(outcomes[AGENCY_CONTACTED]).toBe(OFFICE_CAP);
  expect(outcomes[AGENCY_CONTACT_HELD]).toBe(accepted - OFFICE_CAP);
  expect(outcomes['429']).toBe(addresses.length * (TRIES - PER_IP));
  expect(await officeRequests()).toBe(OFFICE_CAP);
  expect(await heldRequests()).toBe(accepted - OFFICE_CAP);
  const visitor = await contact('127.2.0.1', 999);
  expect(visitor.status).toBe(200);
  expect(visitor.json.message).toBe(AGENCY_CONTACT_HELD);
});
