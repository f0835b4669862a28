import { fillPath } from '@/src/contracts';
import { listSimulations, listSolutions } from '@/src/contracts/history/floor';
import {
  downloadSolutionRecap,
  getSolution,
  saveSolution,
  shareSolution,
  type ShareSolutionBody,
} from '@/src/contracts/floor/solution';
import { submitFloorSimulation } from '@/src/contracts/floor/simulator';
import { messages } from '@/src/contracts';
import { findSystem } from '@/demo-pages/reference-api/floor/catalogue';
import { shareExpired } from '@/demo-pages/reference-api/floor-files/messages';
import { DEFAULT_SHARE_LINK_DAYS, shareLinkDays } from '@/demo-pages/reference-api/floor-files/share-expiry';
import { FLOOR_EXAMPLES, flatValues } from '@/demo-pages/reference-api/floor/examples';
import { expectFailure, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import { login, loginSeededUser, registerAndActivate, storedUser, type Api } from '@/test/support/tools-flows';
import { pdfText } from './thermal-rapport-read';

/** The detail with a simulation's reasons, the recap of a simulation, save and share (§2.1, §6, §7). */

const SLUG = 'poutrelles-entrevous-pse-16-4';
const system = findSystem(SLUG)!;
const SITE = 'http://plancher.localhost:8080';

let api: Api;
let luc: string;
let other: string;
beforeAll(async () => {
  api = await startApi('plancher');
  luc = (await loginSeededUser(api)).token;
  const stranger = await registerAndActivate(api, { email: 'autre.macon@exemple.fr' });
  other = (await login(api, stranger.email, stranger.password)).token;
});

/** Submits the 'several' example (a low floor in Lyon, five PSE systems) as `token`'s, or anonymously. */
async function simulate(token?: string): Promise<number> {
  const body = { values: flatValues(FLOOR_EXAMPLES.several.values) };
  return expectOk(await api.call(submitFloorSimulation, { body, token })).datas.simulation.id;
}

const recap = (simulation: number, token: string) =>
  api.raw('GET', `${fillPath(downloadSolutionRecap.path, { slug: SLUG })}?simulation=${simulation}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('the detail of a simulation’s solution', () => {
  test('carries the reasons that simulation chose it for, and names it in the carbon recap link', async () => {
    const id = await simulate();
    const { datas } = expectOk(await api.call(getSolution, { params: { slug: SLUG }, query: `?simulation=${id}` }));
    expect(datas.solution.reasons).toEqual(
      expect.arrayContaining([
        'Plancher bas : ce système est prévu pour cette position.',
        expect.stringMatching(/^Portée de 4,20 m : ce système va jusqu'à \d,\d\d m sous charges d'habitation\.$/),
        "Entrevous polystyrène : le type d'entrevous choisi.",
      ]),
    );
    expect(datas.solution.basis).toContainEqual({ label: 'Portée / portée maximale', value: '4,20 / 5,40 m' });
    expect(datas.downloadCarbonRecap).toBe(`/api/solution/${SLUG}/carbon-recap/?simulation=${id}`);
  });

  test("someone else's saved simulation gives the detail without its reasons; an unknown one too", async () => {
    const lucs = await simulate(luc);
    const seen = expectOk(await api.call(getSolution, { params: { slug: SLUG }, query: `?simulation=${lucs}` }));
    expect(seen.datas.solution.reasons).toEqual([]);
    expect(seen.datas.solution.basis).toBeUndefined();
    const own = expectOk(
      await api.call(getSolution, { params: { slug: SLUG }, query: `?simulation=${lucs}`, token: luc }),
    );
    expect(own.datas.solution.reasons.length).toBeGreaterThan(0);
    const unknown = expectOk(await api.call(getSolution, { params: { slug: SLUG }, query: '?simulation=999999' }));
    expect(unknown.datas.solution.reasons).toEqual([]);
  });
});

describe('the recap of a simulation', () => {
  test('holds its answers under the form’s labels and the reasons', async () => {
    const id = await simulate(luc);
    const response = await recap(id, luc);
    expect(response.status).toBe(200);
    const [pages] = await pdfText([new Uint8Array(await response.arrayBuffer())]);
    const text = pages!
      .flat()
      .join('\n')
      .replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Votre configuration « Maison Durand – rez-de-chaussée »');
    expect(text).toContain('Code postal du chantier | 69003');
    expect(text).toContain('Portée entre appuis | 4,20 m');
    expect(text).toContain("Type d'entrevous | Entrevous polystyrène");
    expect(text).toContain('Pourquoi cette solution ?');
    expect(text).toContain('• Plancher bas : ce système est prévu pour cette position.');
    // PSE 16+4 (self-weight 1,95) under dwelling loads: G 1,95 + 1,0 = 2,95 ; 1,35×2,95 + 1,5×1,5 = 6,2325.
    expect(text).toContain('Charges permanentes G | poids propre 1,95 + charges rapportées 1,0 = 2,95');
    expect(text).toContain('Combinaison ELU | 1,35 G + 1,5 Q = 1,35 × 2,95 + 1,5 × 1,5 = 6,23');
    expect(text).toContain('Combinaison ELS caractéristique | G + Q = 2,95 + 1,5 = 4,45 kN/m²');
    expect(text).toContain('Portée / portée maximale | 4,20 / 5,40 m');
    expect(text).toMatch(/Critère de flèche \| flèche nuisible ≤ L\/500, soit 0,84 cm/);
  });

  test("someone else's simulation, or an unknown one, is the 404 of the history", async () => {
    const lucs = await simulate(luc);
    for (const response of [await recap(lucs, other), await recap(999999, luc)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Cette simulation est introuvable.',
        error: null,
      });
    }
  });
});

describe('save (saveSolution)', () => {
  const saved = async (token: string) =>
    expectOk(await api.call(listSolutions, { token })).datas.data.filter((item) => item.slug === SLUG);

  test('needs a login', async () => {
    expectFailure(await api.call(saveSolution, { params: { slug: SLUG }, body: {} }), 401);
  });

  test('keeps the simulation’s context, once per user and slug: a second save says the same', async () => {
    const id = await simulate(other);
    const first = expectOk(
      await api.call(saveSolution, { params: { slug: SLUG }, body: { simulation: id }, token: other }),
    );
    expect(first.message).toBe('La solution a bien été sauvegardée.');
    const second = expectOk(await api.call(saveSolution, { params: { slug: SLUG }, body: {}, token: other }));
    expect(second.message).toBe(first.message);
    expect(await saved(other)).toEqual([
      expect.objectContaining({
        type: 'solution',
        libelle: system.libelle,
        zip: '69003',
        floor: 'low',
        floorLevel: 'ground',
        floorType: 'entrevous-polystyrene',
      }),
    ]);
  });

  test('a configuration made before logging in joins the history with the solution saved from it', async () => {
    const id = await simulate();
    const slug = 'poutrelles-entrevous-pse-20-4';
    expectOk(await api.call(saveSolution, { params: { slug }, body: { simulation: id }, token: other }));
    const simulations = expectOk(await api.call(listSimulations, { token: other })).datas.data;
    expect(simulations.map((item) => item.id)).toContain(id);
  });

  test('without a simulation, the documented default context: the user’s postal code, the system’s first position', async () => {
    const slug = 'poutrelles-entrevous-fibre-de-bois-16-4';
    expectOk(await api.call(saveSolution, { params: { slug }, body: {}, token: luc }));
    const [item] = expectOk(await api.call(listSolutions, { token: luc })).datas.data.filter((i) => i.slug === slug);
    expect(item).toMatchObject({ floor: 'low', floorLevel: 'ground', floorType: 'entrevous-bois' });
    expect(item!.zip).toBe((await storedUser(api, SEED_ACCOUNTS.tools.email))!.postal_code);
  });

  test("an unknown slug is a 404; someone else's simulation too", async () => {
    expectFailure(await api.call(saveSolution, { params: { slug: 'inconnu' }, body: {}, token: luc }), 404);
    const lucs = await simulate(luc);
    const failure = expectFailure(
      await api.call(saveSolution, { params: { slug: SLUG }, body: { simulation: lucs }, token: other }),
      404,
    );
    expect(failure.message).toBe('Cette simulation est introuvable.');
  });
});

describe('share (shareSolution)', () => {
  const body = (emails: string[]): ShareSolutionBody => ({
    emails,
    firstname: 'Luc',
    lastname: 'Martin',
    senderEmail: 'luc.martin@exemple.fr',
  });
  const share = (emails: string[], token = luc) =>
    api.call(shareSolution, { params: { slug: SLUG }, body: body(emails), token, origin: SITE });

  test('one recipient: one mail with the sender, the solution and its link', async () => {
    const reply = expectOk(await share(['claire@exemple.fr']));
    expect(reply.datas.message).toBe('Votre e-mail a bien été envoyé.');
    const [mail] = await api.outbox();
    expect(mail).toMatchObject({ to: 'claire@exemple.fr', subject: `Luc Martin vous recommande : ${system.libelle}` });
    expect(mail!.text).toContain('Luc Martin (luc.martin@exemple.fr) vous recommande cette solution de plancher');
    expect(mail!.links).toEqual([`${SITE}/configurer-un-plancher/?historySolution=${SLUG}`]);
    // The solution alone is a public page: its link has nothing to expire, and the mail says nothing.
    expect(mail!.text).not.toContain('valable');
  });

  test('three recipients: three mails, an address given twice gets one', async () => {
    const before = (await api.outbox()).length;
    expectOk(await share(['a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr']));
    expect((await api.outbox()).length - before).toBe(3);
    expectOk(await share(['d@exemple.fr', 'D@exemple.fr']));
    expect((await api.outbox()).length - before).toBe(4);
  });

  test('four recipients, none, or a malformed one: a 400 on the field, and no mail', async () => {
    const before = (await api.outbox()).length;
    const four = expectFailure(await share(['a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr', 'd@exemple.fr']), 400);
    expect(four.error).toEqual({ emails: messages.TOO_MANY_RECIPIENTS });
    expect(expectFailure(await share([]), 400).error).toEqual({ emails: 'Champ obligatoire' });
    expect(expectFailure(await share(['a@exemple.fr', 'pas-une-adresse']), 400).error).toEqual({
      'emails.1': 'E-mail invalide',
    });
    expect((await api.outbox()).length).toBe(before);
  });

  test('needs a login', async () => {
    expectFailure(await api.call(shareSolution, { params: { slug: SLUG }, body: body(['a@exemple.fr']) }), 401);
  });

  test("from a configuration: the link shows its recipients that configuration's reasons, signed for it alone", async () => {
    const lucs = await simulate(luc);
    expectOk(
      await api.call(shareSolution, {
        params: { slug: SLUG },
        body: { ...body(['claire.share@exemple.fr']), simulation: lucs },
        token: luc,
        origin: SITE,
      }),
    );
    const mail = (await api.outbox()).find((m) => m.to === 'claire.share@exemple.fr')!;
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe('/configurer-un-plancher/');
    expect(link.searchParams.get('historySolution')).toBe(SLUG);
    expect(link.searchParams.get('history')).toBe(String(lucs));
    const share = link.searchParams.get('share')!;
    const detail = (query: string) => api.call(getSolution, { params: { slug: SLUG }, query });
    // The recipient, not logged in: the reasons come with the signature, and only with it.
    const shared = expectOk(await detail(`?simulation=${lucs}&share=${share}`));
    expect(shared.datas.solution.reasons.length).toBeGreaterThan(0);
    expect(expectOk(await detail(`?simulation=${lucs}&share=x${share}`)).datas.solution.reasons).toEqual([]);
    const elsewhere = await api.call(getSolution, {
      params: { slug: 'poutrelles-entrevous-pse-12-4' },
      query: `?simulation=${lucs}&share=${share}`,
    });
    expect(expectOk(elsewhere).datas.solution.reasons).toEqual([]);
  });

  describe(`a link from a configuration expires (OSSATURE_SHARE_LINK_DAYS, ${DEFAULT_SHARE_LINK_DAYS} days by default)`, () => {
    /** A fresh API (the clock moves a month), Luc's simulation shared to Claire: the API and the link. */
    async function sharedLink() {
      const fresh = await startApi('plancher');
      const token = (await loginSeededUser(fresh)).token;
      const values = { values: flatValues(FLOOR_EXAMPLES.several.values) };
      const id = expectOk(await fresh.call(submitFloorSimulation, { body: values, token })).datas.simulation.id;
      const shared = { ...body(['claire@exemple.fr']), simulation: id };
      expectOk(await fresh.call(shareSolution, { params: { slug: SLUG }, body: shared, token, origin: SITE }));
      const mail = (await fresh.outbox())[0]!;
      const link = new URL(mail.links[0]!);
      const detail = (share = link.searchParams.get('share')!) =>
        fresh.call(getSolution, { params: { slug: SLUG }, query: `?simulation=${id}&share=${share}` });
      return { fresh, id, mail, link, detail };
    }
    /** 21/12/2026 at hh:mm, Paris time (UTC+1 in winter). */
    const parisDecember21 = (hour: number, minute: number) => Date.UTC(2026, 11, 21, hour - 1, minute);

    test('the mail gives the last day; the link works all that day, then the detail says it expired', async () => {
      const { fresh, mail, detail } = await sharedLink();
      // Shared on 21/11/2026 at 10h00 in Paris (the test clock): 30 days, to the end of that day.
      expect(mail.text).toContain("Ce lien est valable jusqu'au 21/12/2026 inclus.");
      const valid = expectOk(await detail());
      expect(valid.datas.solution.reasons.length).toBeGreaterThan(0);
      expect(valid.message).toBe('');

      fresh.ctx.advance(parisDecember21(23, 59) - fresh.ctx.now());
      expect(expectOk(await detail()).datas.solution.reasons.length).toBeGreaterThan(0);

      fresh.ctx.advance(60_000);
      const expired = expectOk(await detail());
      expect(expired.datas.solution.reasons).toEqual([]);
      expect(expired.datas.solution.libelle).toBe(system.libelle);
      expect(expired.message).toBe(shareExpired('21/12/2026'));
      expect(expired.message).toBe(
        "Ce lien de partage était valable jusqu'au 21/12/2026 : la configuration pour laquelle cette solution " +
          "vous a été recommandée n'est plus affichée. Demandez à la personne qui vous l'a envoyé de la partager à nouveau.",
      );
    });

    test('the expiry is signed: a later date with the same signature opens nothing, and says nothing', async () => {
      const { fresh, link, detail } = await sharedLink();
      const [expires, signature] = link.searchParams.get('share')!.split('.');
      fresh.ctx.advance(31 * 86_400_000);
      const later = `${Number(expires) + 30 * 86_400}.${signature}`;
      const forged = expectOk(await detail(later));
      expect(forged.datas.solution.reasons).toEqual([]);
      expect(forged.message).toBe('');
    });

    test('its owner still sees the reasons of an expired link: the simulation is theirs', async () => {
      const { fresh, id } = await sharedLink();
      fresh.ctx.advance(31 * 86_400_000);
      const token = (await loginSeededUser(fresh)).token;
      const own = expectOk(
        await fresh.call(getSolution, { params: { slug: SLUG }, query: `?simulation=${id}`, token }),
      );
      expect(own.datas.solution.reasons.length).toBeGreaterThan(0);
      expect(own.message).toBe('');
    });

    test('OSSATURE_SHARE_LINK_DAYS sets the days; a malformed value stops the API at start', async () => {
      expect(shareLinkDays({})).toBe(30);
      expect(shareLinkDays({ OSSATURE_SHARE_LINK_DAYS: '7' })).toBe(7);
      for (const bad of ['0', '-3', '7j', '2.5', '99999']) {
        expect(() => shareLinkDays({ OSSATURE_SHARE_LINK_DAYS: bad })).toThrow(/OSSATURE_SHARE_LINK_DAYS/);
      }
      const before = process.env.OSSATURE_SHARE_LINK_DAYS;
      try {
        process.env.OSSATURE_SHARE_LINK_DAYS = '7';
        const { mail } = await sharedLink();
        expect(mail.text).toContain("Ce lien est valable jusqu'au 28/11/2026 inclus.");
        process.env.OSSATURE_SHARE_LINK_DAYS = 'un mois';
        await expect(startApi('plancher')).rejects.toThrow(/OSSATURE_SHARE_LINK_DAYS/);
      } finally {
        if (before === undefined) delete process.env.OSSATURE_SHARE_LINK_DAYS;
        else process.env.OSSATURE_SHARE_LINK_DAYS = before;
      }
    });
  });
});
