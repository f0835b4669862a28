import { contactAgency, type AgencyContactBody } from '@/src/contracts/floor/agency';
import { submitFloorSimulation } from '@/src/contracts/floor/simulator';
import { AGENCIES } from '@/demo-pages/reference-api/floor/catalogue';
import { FLOOR_EXAMPLES, flatValues } from '@/demo-pages/reference-api/floor/examples';
import type { FormValues } from '@/demo-pages/reference-api/floor/values';
import { expectFailure, expectOk, startApi } from '@/test/support/reference-api';
import type { Api } from '@/test/support/tools-flows';

/** Contact with the design office (floor-and-carbon-tools §3 'Agency contact payload', §5, §7, §8). */

let api: Api;
beforeAll(async () => {
  api = await startApi('plancher');
});

const CONTACT: AgencyContactBody = {
  phone: '06 12 34 56 78',
  lastname: 'Durand',
  firstname: 'Paul',
  company: 'Maçonnerie Durand',
  message: 'Pouvez-vous vérifier la portée avec une trémie d’escalier ?',
  email: 'paul.durand@exemple.fr',
};

async function simulate(values: FormValues): Promise<number> {
  return expectOk(await api.call(submitFloorSimulation, { body: { values: flatValues(values) } })).datas.simulation.id;
}

const newMails = async (before: number) => (await api.outbox()).slice(0, (await api.outbox()).length - before);

describe('contactAgency', () => {
  test("goes to the design office of the simulation's department, with the message, the details, the answers and solutions", async () => {
    const simulation = await simulate(FLOOR_EXAMPLES.several.values); // Lyon, 69003
    const before = (await api.outbox()).length;
    const reply = expectOk(await api.call(contactAgency, { body: { ...CONTACT, simulation } }));
    expect(reply.message).toBe("Votre demande a bien été transmise au bureau d'étude.");
    const mails = await newMails(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['be.aura@plancher.exemple.fr', 'bureau-etude@plancher.exemple.fr']);
    const { text, subject } = mails[0]!;
    expect(subject).toBe('Demande de contact – Paul Durand, Maçonnerie Durand');
    expect(text).toContain("par le Bureau d'étude Auvergne-Rhône-Alpes");
    expect(text).toContain(CONTACT.message);
    expect(text).toContain('- Téléphone : 06 12 34 56 78');
    expect(text).toContain('- E-mail : paul.durand@exemple.fr');
    expect(text).toContain(`Simulation n° ${simulation} « Maison Durand – rez-de-chaussée » :`);
    expect(text).toContain('- Portée entre appuis : 4,20 m');
    expect(text).toContain('Solutions recommandées :\n- Plancher poutrelles + entrevous PSE 12+4');
  });

  test('without a simulation, or for a department no office covers, the first office of the list', async () => {
    const corsica = await simulate({ ...FLOOR_EXAMPLES.several.values, zipCode: '20000' });
    for (const simulation of [undefined, null, corsica]) {
      const before = (await api.outbox()).length;
      expectOk(await api.call(contactAgency, { body: { ...CONTACT, simulation } }));
      expect((await newMails(before)).map((m) => m.to).sort()).toEqual([...AGENCIES[0]!.emails].sort());
    }
    const before = (await api.outbox()).length;
    expectOk(await api.call(contactAgency, { body: CONTACT }));
    expect((await newMails(before))[0]!.text).toContain('Aucune simulation jointe à la demande.');
  });

  test('missing or malformed fields: a 400 naming each, and no mail', async () => {
    const before = (await api.outbox()).length;
    const failure = expectFailure(
      await api.call(contactAgency, { body: { ...CONTACT, lastname: ' ', message: '', email: 'paul@' } }),
      400,
    );
    expect(failure.error).toEqual({
      lastname: 'Champ obligatoire',
      message: 'Champ obligatoire',
      email: 'E-mail invalide',
    });
    const missing = expectFailure(await api.call(contactAgency, { body: { email: CONTACT.email } }), 400);
    expect(missing.error).toMatchObject({ phone: 'Champ obligatoire', company: 'Champ obligatoire' });
    expect((await api.outbox()).length).toBe(before);
  });

  test("another browser's simulation, or another user's, is the unknown id's 404, and nothing is mailed", async () => {
    const simulation = await simulate(FLOOR_EXAMPLES.several.values);
    const before = (await api.outbox()).length;
    for (const browser of ['a-stranger-browser-key-000000', null]) {
      const refused = expectFailure(await api.call(contactAgency, { body: { ...CONTACT, simulation }, browser }), 404);
      expect(refused).toEqual({ success: false, message: 'Cette simulation est introuvable.', error: null });
    }
    expect(await newMails(before)).toEqual([]);
  });

  test('an unknown simulation is a 404, a malformed body a 400, never a 500', async () => {
    const unknown = expectFailure(await api.call(contactAgency, { body: { ...CONTACT, simulation: 999999 } }), 404);
    expect(unknown.message).toBe('Cette simulation est introuvable.');
    expectFailure(await api.call(contactAgency, { body: { ...CONTACT, simulation: -3 } }), 400);
    const raw = await api.raw('POST', '/api/agency/contact/', {
      body: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ success: false });
  });
});
