import { limitOf } from '@/demo-pages/reference-api/limits/limit-table';
import { AGENCY_CONTACT } from '@/test/support/agency-contact';
import type { Answer } from './instances';

type Send = (method: string, path: string, body?: unknown) => Promise<Answer>;

/** One thing the two instances must agree on, checked over HTTP through the proxy. */
export interface Check {
  name: string;
  /** The API host the requests name (the preview serves each site by its Host). */
  host: string;
  run(send: Send): Promise<void>;
}

/** The design-office contact's limit per IP, as the instances read it (same environment). */
const AGENCY_CONTACT_POINTS = limitOf('agencyContact').points;

const servedBy = (answer: Answer) => String(answer.headers['x-served-by']);

function expectStatus(answer: Answer, wanted: (status: number) => boolean, what: string): void {
  if (!wanted(answer.status))
    throw new Error(`${what}: status ${answer.status} from instance ${servedBy(answer)}: ${answer.body.slice(0, 300)}`);
}

/**
 * The limit counts calls from one address whichever instance answers: five contacts go through
 * (both instances serve some), the sixth is refused with a 429 and Retry-After. With each
 * instance counting in its own memory, neither would have reached five.
 */
const sharedLimit: Check = {
  name: 'a per-IP limit counts the calls made to either instance',
  host: 'api.plancher.localhost',
  async run(send) {
    const served = new Set<string>();
    for (let n = 0; n < AGENCY_CONTACT_POINTS; n++) {
      const answer = await send('POST', '/api/agency/contact/', { ...AGENCY_CONTACT, email: `paul${n}@exemple.fr` });
      expectStatus(answer, (s) => s === 200, `contact ${n + 1} of ${AGENCY_CONTACT_POINTS}`);
      served.add(servedBy(answer));
    }
    if (served.size < 2) throw new Error(`the contacts were all served by instance ${[...served].join()}`);
    const refused = await send('POST', '/api/agency/contact/', { ...AGENCY_CONTACT, email: 'paul.last@exemple.fr' });
    expectStatus(refused, (s) => s === 429, `contact ${AGENCY_CONTACT_POINTS + 1}, past the limit`);
    if (!refused.headers['retry-after']) throw new Error('the 429 has no Retry-After');
  },
};

/** An account registered through one instance is taken when the other is asked. */
const sharedRow: Check = {
  name: 'a row saved through one instance is read through the other',
  host: 'api.plancher.localhost',
  async run(send) {
    const email = `deux-instances-${Date.now()}@exemple.fr`;
    const saved = await send('POST', '/api/register/', {
      email,
      password: 'Deux-Instances-2026!',
      passwordRepeat: 'Deux-Instances-2026!',
      lastName: 'Martin',
      firstName: 'Léa',
      rgpd: true,
      civility: 'mme',
      company: 'Martin BTP',
      tel: '0478000000',
      siret: '55566677700033',
      fonction: 'Gérante',
      activity: 'architecte',
      address: '12 rue des Bâtisseurs',
      addressComplement: '',
      postalCode: '69003',
      city: 'Lyon',
      country: 'France',
    });
    expectStatus(saved, (s) => s === 200, 'registration');
    const read = await send('GET', `/api/email/available/${encodeURIComponent(email)}/`);
    expectStatus(read, (s) => s === 200, 'availability of the registered address');
    if (servedBy(read) === servedBy(saved)) throw new Error('the write and the read went to the same instance');
    const available = (JSON.parse(read.body) as { datas?: { available?: boolean } }).datas?.available;
    if (available !== false)
      throw new Error(
        `instance ${servedBy(read)} says the address registered through instance ${servedBy(saved)} is free`,
      );
  },
};

export const CHECKS: Check[] = [sharedLimit, sharedRow];
