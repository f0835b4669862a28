import {
  mainHistoryCreate,
  mainHistoryGetRapportLink,
  mainHistoryLengths,
  mainHistoryList,
  mainHistoryLoad,
  mainHistoryRemove,
  mainHistorySave,
  mainHistorySaveRefine,
  mainHistorySendRapport,
} from '@/src/contracts/history/main';
import { getFilterConfiguration, getFilters } from '@/src/contracts/thermal/filters';
import { PROJECT_LENGTH_MESSAGE } from '@/src/contracts/thermal/project';
import { searchRupteurs } from '@/src/contracts/thermal/rupteur';
import { issueSsoSession } from '@/demo-pages/reference-api/sso/issue';
import { logIn, registerDevice, type MainApi } from '@/test/support/main-site';
import { expectFailure, expectOk, SEED_ACCOUNTS, startApi } from '@/test/support/reference-api';
import { answersOf, partialSearch, valueId } from '@/test/support/thermal';

let api: MainApi;
let device: string;
let sophie: string;
let jean: string;
beforeEach(async () => {
  api = await startApi('main');
  device = await registerDevice(api);
  // Sophie logs in from the device that makes the searches; Jean from another one.
  sophie = (await logIn(api, SEED_ACCOUNTS.mainUpdated, device)).token;
  jean = (await logIn(api, SEED_ACCOUNTS.mainFirstLogin)).token;
});

const NOT_FOUND = 'Cette simulation est introuvable.';

/** A search stopped part-way (test/support/thermal.ts): several rupteurs and configurations left. */
const partial = () => partialSearch(api);

async function create(answers?: number[], token = device) {
  const filtersValue = answers ?? (await partial());
  return expectOk(await api.call(mainHistoryCreate, { token, body: { filtersValue, dataType: 'rup' } })).datas;
}

describe('a thermal search saved as a history', () => {
  test('create stores the answers, the best matching rupteur and no psi value while several configurations remain', async () => {
    const { history, fdes } = await create();
    expect(fdes).toEqual([]);
    expect(history).toMatchObject({
      name: null,
      customer: null,
      dataType: 'rup',
      psiValue: null,
      poutrelle: null,
      envPoutrelle: null,
      createdAt: '2026-11-21T09:00:00.000Z',
    });
    expect(history.rupteur!.psiValues.length).toBeGreaterThan(1);
    expect(history.filterValues.map((v) => v.value)).toEqual([
      'Plancher intermédiaire',
      'Béton banché',
      "Isolation thermique par l'intérieur (ITI)",
      '120 mm',
      'Prédalle',
    ]);
    expect(history.filterValues.every((v) => v.selected)).toBe(true);
  });

  test('the refine view offers the values left for its rupteur and determines a psi value; save-refine stores it', async () => {
    const { history } = await create();
    const rupteurId = history.rupteur!.id;
    let answers = await partial();
    let step = expectOk(
      await api.call(getFilterConfiguration, { token: device, body: { answers, historyId: history.id } }),
    ).datas;
    expect(step.psiValue).toBeNull();
    // The already chosen floor type still offers only what this rupteur fits, selected.
    const floor = step.filters.find((f) => f.importColumn === 1)!;
    expect(floor.filterValues.find((v) => v.selected)?.value).toBe('Plancher intermédiaire');
    expect(step.filters.some((f) => f.importColumn === 13)).toBe(false);
    while (step.psiValue === null) {
      const open = step.filters.find((f) => !f.filterValues.some((v) => v.selected))!;
      answers = [...answers, open.filterValues[0]!.id];
      step = expectOk(
        await api.call(getFilterConfiguration, { token: device, body: { answers, historyId: history.id } }),
      ).datas;
    }
    expect(step.psiValue.psiMoyen).toBeGreaterThan(0.1);

    const refined = expectOk(
      await api.call(mainHistorySaveRefine, { token: device, body: { id: history.id, filtersValue: answers } }),
    ).datas.history;
    expect(refined.rupteur!.id).toBe(rupteurId);
    expect(refined.psiValue).toEqual(step.psiValue);
    expect(refined.filterValues).toHaveLength(answers.length);
  });

  test('save-refine with answers no configuration of the rupteur has is a 400; the history is unchanged', async () => {
    const { history } = await create();
    const int = await valueId(api, 'rup', 'plancher', 'int');
    const answers = [...(await partial()).slice(1), await valueId(api, 'rup', 'plancher', 'tp')].filter(
      (id) => id !== int,
    );
    const failure = expectFailure(
      await api.call(mainHistorySaveRefine, { token: device, body: { id: history.id, filtersValue: answers } }),
      400,
    );
    expect(failure.message).toBe('Ces critères ne correspondent à aucune configuration de ce rupteur.');
    const loaded = expectOk(await api.call(mainHistoryLoad, { token: device, body: { id: history.id } })).datas;
    expect(loaded.history.filterValues).toHaveLength(5);
  });

  test('answers that determine one configuration give its psi value at once; a null psi stays null', async () => {
    // The monomur brick (ITR) has no untreated reference: psiRnt is null.
    const answers = await answersOf(api, 'rup', [
      ['plancher', 'int'],
      ['mur', 'brique'],
      ['isolation', 'itr'],
      ['dalle', 'pleine'],
      ['epaisseur', '20'],
      ['gamme', 'standard'],
    ]);
    const { history } = await create(answers);
    expect(history.rupteur!.name).toBe('Rupteur Monomur BM-37');
    expect(history.psiValue).toMatchObject({ psiRnt: null, psiMoyen: expect.any(Number) });
    const loaded = expectOk(await api.call(mainHistoryLoad, { token: device, body: { id: history.id } })).datas;
    expect(loaded.history.psiValue).toEqual(history.psiValue);
    expect(loaded.history.psiValue!.psiRnt).toBeNull();
    // A rupteur without technical assessment has no regulatory psi (psiRt null).
    const tp = await answersOf(api, 'rup', [
      ['plancher', 'tp'],
      ['mur', 'brique'],
      ['isolation', 'iti'],
      ['isolantMur', '80'],
      ['dalle', 'pleine'],
      ['epaisseur', '16'],
    ]);
    const ground = (await create(tp)).history;
    expect(ground.rupteur!.name).toBe('Rupteur Terre-Plein TP-80');
    expect(ground.psiValue).toMatchObject({ psiRt: null, psiAbout: null, psiRive: expect.any(Number) });
  });

  test('the client may pick one of several matching rupteurs; one that does not match is a 400', async () => {
    const { history: best } = await create();
    const { rupteurs } = expectOk(
      await api.call(searchRupteurs, { token: device, body: { filters: await partial() } }),
    ).datas;
    expect(rupteurs[0]!.id).toBe(best.rupteur!.id);
    const second = rupteurs[1]!.id;
    const { history: picked } = expectOk(
      await api.call(mainHistoryCreate, {
        token: device,
        body: { filtersValue: await partial(), dataType: 'rup', rupteur: second },
      }),
    ).datas;
    expect(picked.rupteur!.id).toBe(second);
    const all = await api.call(mainHistoryCreate, {
      token: device,
      body: { filtersValue: await partial(), dataType: 'rup', rupteur: 16 },
    });
    expect(expectFailure(all, 400).message).toBe('Ce rupteur ne correspond pas à ces critères.');
  });
});

test("the refine view refuses an environmental history (400) and another user's (404)", async () => {
  const [own] = expectOk(await api.call(mainHistoryList, { token: sophie })).datas.list;
  const env = expectOk(await api.call(mainHistoryList, { token: sophie })).datas.list.find(
    (h) => h.dataType === 'pou',
  )!;
  const refine = (historyId: number, token: string) =>
    api.call(getFilterConfiguration, { token, body: { answers: [], historyId } });
  expectOk(await refine(own!.id, sophie));
  expect(expectFailure(await refine(env.id, sophie), 400).message).toBe(
    'Le configurateur ne concerne que les recherches de rupteur (données thermiques).',
  );
  expect(expectFailure(await refine(own!.id, jean), 404).message).toBe(NOT_FOUND);
  expect(expectFailure(await refine(own!.id, device), 404).message).toBe(NOT_FOUND);
  expectFailure(await refine(424242, sophie), 404);
  expectFailure(await api.call(mainHistorySaveRefine, { token: sophie, body: { id: env.id, filtersValue: [] } }), 400);
});

test('answers that contradict each other leave no filter and no result; creating from them is a 404', async () => {
  const answers = await answersOf(api, 'rup', [
    ['plancher', 'tp'],
    ['thermoPredalle', '60'],
  ]);
  const { datas } = expectOk(await api.call(getFilters, { token: device, body: { answers, dataType: 'rup' } }));
  expect(datas).toEqual({ nbResults: 0, filters: [] });
  const failure = expectFailure(
    await api.call(mainHistoryCreate, { token: device, body: { filtersValue: answers, dataType: 'rup' } }),
    404,
  );
  expect(failure.message).toBe('Aucun rupteur ne correspond à ces critères.');
});

describe('saving, listing and removing (user bearer, owner only)', () => {
  test('load gives the answered filters with every value, the chosen one selected', async () => {
    const { history } = await create();
    const { filters } = expectOk(await api.call(mainHistoryLoad, { token: device, body: { id: history.id } })).datas;
    expect(filters.map((f) => f.name)).toEqual([
      'Type de plancher',
      'Type de mur',
      "Type d'isolation du mur",
      "Épaisseur de l'isolant du mur",
      'Type de plancher porteur',
    ]);
    expect(filters[0]!.filterValues).toHaveLength(4);
    expect(filters[0]!.filterValues.filter((v) => v.selected).map((v) => v.value)).toEqual(['Plancher intermédiaire']);
  });

  test('create → save names it and makes the user its owner → list → remove', async () => {
    const { history } = await create();
    expectFailure(await api.call(mainHistorySave, { token: device, body: { id: history.id, name: 'Chantier' } }), 401);
    const saved = expectOk(
      await api.call(mainHistorySave, {
        token: sophie,
        body: { id: history.id, name: '  Résidence Les Érables  ', filtersValue: await partial(), dataType: 'rup' },
      }),
    );
    expect(saved.message).toBe('Votre simulation a été sauvegardée dans votre espace personnel');
    expect(saved.datas.history).toMatchObject({ name: 'Résidence Les Érables', customer: { id: expect.any(Number) } });

    const list = expectOk(await api.call(mainHistoryList, { token: sophie })).datas.list;
    expect(list[0]!.name).toBe('Résidence Les Érables');
    expect(list).toHaveLength(7);

    // Now it is hers: the device and Jean no longer see it, with the unknown id's 404.
    for (const token of [device, jean]) {
      const failure = expectFailure(await api.call(mainHistoryLoad, { token, body: { id: history.id } }), 404);
      expect(failure.message).toBe(NOT_FOUND);
      expectFailure(await api.call(mainHistorySaveRefine, { token, body: { id: history.id, filtersValue: [] } }), 404);
    }
    expectFailure(await api.call(mainHistorySave, { token: jean, body: { id: history.id, name: 'À moi' } }), 404);
    expectFailure(await api.call(mainHistoryRemove, { token: jean, body: { id: history.id } }), 404);
    expectOk(await api.call(mainHistoryLoad, { token: sophie, body: { id: history.id } }));

    const removed = expectOk(await api.call(mainHistoryRemove, { token: sophie, body: { id: history.id } }));
    expect(removed.message).toBe('Votre recherche a été supprimée');
    expect(removed.datas.history.id).toBe(history.id);
    expectFailure(await api.call(mainHistoryLoad, { token: sophie, body: { id: history.id } }), 404);
    expect(expectOk(await api.call(mainHistoryList, { token: sophie })).datas.list).toHaveLength(6);
  });

  test('an ownerless history cannot be removed, nor reported: it must be saved first', async () => {
    const { history } = await create();
    expectFailure(await api.call(mainHistoryRemove, { token: sophie, body: { id: history.id } }), 404);
    expectFailure(await api.call(mainHistoryGetRapportLink, { token: sophie, body: { id: history.id } }), 404);
  });

  test('the name must be 3 to 50 characters', async () => {
    const { history } = await create();
    for (const [name, message] of [
      ['', 'Champ obligatoire'],
      ['ab', 'Entre 3 et 50 caractères'],
      ['x'.repeat(51), 'Entre 3 et 50 caractères'],
    ]) {
      const failure = expectFailure(
        await api.call(mainHistorySave, { token: sophie, body: { id: history.id, name } }),
        400,
      );
      expect(failure.error).toEqual({ name: message });
    }
    expectFailure(
      await api.call(mainHistorySave, { token: sophie, body: { id: history.id, name: 'Bon nom', dataType: 'pou' } }),
      400,
    );
  });

  test('the list is sorted by date (most recent first by default), or by name', async () => {
    const list = async (body?: object) =>
      expectOk(await api.call(mainHistoryList, { token: sophie, body })).datas.list.map((h) => h.name);
    const byDate = await list();
    expect(byDate).toEqual([
      'Résidence Les Cèdres – planchers R+1',
      'Maison Lefèvre – vide sanitaire',
      'Groupe scolaire Pasteur – plancher bas',
      'Immeuble Horizon – prédalles',
      'Parking Gambetta – voiles',
      'Étude préliminaire Lyon 7e',
    ]);
    expect(await list({ order: 'ASC' })).toEqual([...byDate].reverse());
    expect(await list({ sort: 'name' })).toEqual([
      'Étude préliminaire Lyon 7e',
      'Groupe scolaire Pasteur – plancher bas',
      'Immeuble Horizon – prédalles',
      'Maison Lefèvre – vide sanitaire',
      'Parking Gambetta – voiles',
      'Résidence Les Cèdres – planchers R+1',
    ]);
    expect(expectOk(await api.call(mainHistoryList, { token: jean })).datas.list).toEqual([]);
    expectFailure(await api.call(mainHistoryList, { token: device }), 401);
    expectFailure(await api.call(mainHistoryList, { token: sophie, body: { sort: 'size' } }), 400);
  });

  test('the seeded histories carry their type: thermal with a rupteur, environmental with their system id', async () => {
    const list = expectOk(await api.call(mainHistoryList, { token: sophie })).datas.list;
    const [cedres, lefevre, pasteur, horizon, gambetta, etude] = list;
    expect(cedres!.rupteur).not.toBeNull();
    expect(lefevre!.psiValue).not.toBeNull();
    expect(pasteur).toMatchObject({ dataType: 'pou', rupteur: null, poutrelle: expect.any(Number), predalle: null });
    expect(pasteur!.envPoutrelle).toMatchObject({ typeDePoutrelle: 'Poutrelle précontrainte' });
    expect(horizon).toMatchObject({ dataType: 'pre', predalle: expect.any(Number), envPredalle: expect.any(Object) });
    expect(gambetta).toMatchObject({ dataType: 'mur', premur: expect.any(Number), envMur: expect.any(Object) });
    expect(etude).toMatchObject({ dataType: 'rup', psiValue: null });
  });
});

describe("'Mon projet': the lengths of a thermal history's junction", () => {
  const seededNamed = async (name: string) =>
    expectOk(await api.call(mainHistoryList, { token: sophie })).datas.list.find((h) => h.name === name)!;
  const setLengths = (id: number, lengths: unknown, token = sophie) =>
    api.call(mainHistoryLengths, { token, body: { id, lengths } });
  const load = async (id: number, token = sophie) =>
    expectOk(await api.call(mainHistoryLoad, { token, body: { id } })).datas.history;

  test('are stored, loaded back and listed; null, or nothing but zeros, clears them', async () => {
    const cedres = await seededNamed('Résidence Les Cèdres – planchers R+1');
    expect(cedres.lengths).toBeNull();
    const lengths = { about: 12.5, rive: 8.25, other: null };
    const saved = expectOk(await setLengths(cedres.id, lengths));
    expect(saved.message).toBe('Longueurs du projet enregistrées');
    expect(saved.datas.history).toMatchObject({ id: cedres.id, lengths, psiValue: cedres.psiValue });
    expect((await load(cedres.id)).lengths).toEqual(lengths);
    expect((await seededNamed('Résidence Les Cèdres – planchers R+1')).lengths).toEqual(lengths);

    expect(expectOk(await setLengths(cedres.id, null)).datas.history.lengths).toBeNull();
    expect((await load(cedres.id)).lengths).toBeNull();
    expectOk(await setLengths(cedres.id, lengths));
    expect(expectOk(await setLengths(cedres.id, { about: 0, rive: null, other: 0 })).datas.history.lengths).toBeNull();
    expect((await load(cedres.id)).lengths).toBeNull();
  });

  test('keep only the three parts; an unsaved search takes them from its device', async () => {
    const { history } = await create();
    const stored = expectOk(await setLengths(history.id, { about: 1, rive: 0, other: 2.05, extra: 3 }, device)).datas
      .history;
    expect(stored.lengths).toEqual({ about: 1, rive: 0, other: 2.05 });
    expect((await load(history.id, device)).lengths).toEqual({ about: 1, rive: 0, other: 2.05 });
    expectFailure(await setLengths(history.id, { about: 1, rive: null, other: null }, jean), 404);
  });

  test('an environmental history has none: a 400 naming the field', async () => {
    const pasteur = await seededNamed('Groupe scolaire Pasteur – plancher bas');
    const failure = expectFailure(await setLengths(pasteur.id, { about: 1, rive: null, other: null }), 400);
    expect(failure).toMatchObject({
      message: 'Seule une recherche de rupteur (données thermiques) a des longueurs de projet.',
      error: { lengths: 'Valeur invalide' },
    });
    expect((await load(pasteur.id)).lengths).toBeNull();
  });

  test.each([
    ['a negative length', { about: -1, rive: null, other: null }, { 'lengths.about': PROJECT_LENGTH_MESSAGE }],
    [
      'a length below the centimetre',
      { about: null, rive: 1.234, other: null },
      { 'lengths.rive': PROJECT_LENGTH_MESSAGE },
    ],
    ['more than 100 km', { about: null, rive: null, other: 100_000.01 }, { 'lengths.other': PROJECT_LENGTH_MESSAGE }],
    ['a string', { about: '12', rive: null, other: null }, { 'lengths.about': 'Valeur invalide' }],
    ['a missing part', { about: 1, rive: null }, { 'lengths.other': 'Champ obligatoire' }],
  ])('%s is a 400 with the field error; the stored lengths stay', async (_, lengths, error) => {
    const cedres = await seededNamed('Résidence Les Cèdres – planchers R+1');
    expectOk(await setLengths(cedres.id, { about: 3, rive: null, other: null }));
    const failure = expectFailure(await setLengths(cedres.id, lengths), 400);
    expect(failure).toMatchObject({ message: 'Certains champs sont invalides.', error });
    expect((await load(cedres.id)).lengths).toEqual({ about: 3, rive: null, other: null });
  });
});

describe('who a search made before saving belongs to (access/rule.ts)', () => {
  test('the device that made it: another device, even logged in, gets the unknown id', async () => {
    const { history } = await create();
    expectOk(await api.call(mainHistoryLoad, { token: device, body: { id: history.id } }));
    for (const token of [await registerDevice(api), jean]) {
      expect(expectFailure(await api.call(mainHistoryLoad, { token, body: { id: history.id } }), 404).message).toBe(
        NOT_FOUND,
      );
      expectFailure(await api.call(mainHistorySave, { token: jean, body: { id: history.id, name: 'À moi' } }), 404);
    }
    // Saved once by a user logged in from it, it is hers: a second claim is refused.
    expectOk(await api.call(mainHistorySave, { token: sophie, body: { id: history.id, name: 'Chantier' } }));
    const again = await logIn(api, SEED_ACCOUNTS.mainFirstLogin, device);
    expectFailure(
      await api.call(mainHistorySave, { token: again.token, body: { id: history.id, name: 'À moi' } }),
      404,
    );
  });

  test('a session opened by single sign-on, which has no device, stands for its own device', async () => {
    const sso = await issueSsoSession(api.ctx, 'main', {
      email: 'marc.partenaire@groupe-partenaire.fr',
      firstname: 'Marc',
      lastname: 'Partenaire',
      company: 'Groupe Partenaire',
    });
    const { history } = await create(await partial(), sso.token);
    expectOk(await api.call(mainHistoryLoad, { token: sso.token, body: { id: history.id } }));
    expectFailure(await api.call(mainHistoryLoad, { token: device, body: { id: history.id } }), 404);
    expectOk(await api.call(mainHistorySave, { token: sso.token, body: { id: history.id, name: 'Chantier Marc' } }));
  });
});

describe('reports', () => {
  test('send-rapport mails a link to each recipient; get-rapport-link answers a signed path', async () => {
    const [own] = expectOk(await api.call(mainHistoryList, { token: sophie })).datas.list;
    const sent = expectOk(
      await api.call(mainHistorySendRapport, {
        token: sophie,
        body: { id: own!.id, emails: ['client@exemple.fr', 'bureau@exemple.fr'] },
      }),
    );
    expect(sent.message).toBe('Le rapport a bien été envoyé');
    const mails = await api.outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(['bureau@exemple.fr', 'client@exemple.fr']);
    expect(mails[0]!.links[0]).toMatch(
      /^http:\/\/api\.site\.localhost:8080\/api\/history\/rapport\/\d+\?expires=\d+&signature=/,
    );
    const { link } = expectOk(
      await api.call(mainHistoryGetRapportLink, { token: sophie, body: { id: own!.id } }),
    ).datas;
    expect(link).toMatch(new RegExp(`^/api/history/rapport/${own!.id}\\?expires=\\d+&signature=[\\w-]+$`));
  });

  test.each([
    [[], 'Champ obligatoire'],
    [['a@b.fr', 'c@d.fr', 'e@f.fr', 'g@h.fr'], '3 destinataires au maximum'],
  ])('send-rapport to %j is a 400', async (emails, message) => {
    const failure = expectFailure(
      await api.call(mainHistorySendRapport, { token: sophie, body: { id: 1, emails } }),
      400,
    );
    expect(failure.error).toEqual({ emails: message });
  });

  test('an invalid address is named', async () => {
    const failure = expectFailure(
      await api.call(mainHistorySendRapport, { token: sophie, body: { id: 1, emails: ['a@b.fr', 'pas-une-adresse'] } }),
      400,
    );
    expect(failure.error).toEqual({ 'emails.1': 'E-mail invalide' });
  });
});
