/** @jest-environment ./test/support/jsdom-environment.cjs */
import { resultPath } from '@/src/contracts/history/result-route';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { EnvResult } from '@/widgets/thermal-break/result/env-result';
import { fireEvent, within } from '@testing-library/dom';
import { mainHistorySave } from '@/src/contracts/history/main';
import { holdAnswers } from '@/test/support/hold';
import { logIn } from '@/test/support/main-site';
import { expectOk, SEED_ACCOUNTS } from '@/test/support/reference-api';
import { person, type Person } from '@/test/support/user';
import { ANSWERS, leaveResultPage, resultSite, SOPHIE, stubWindows } from './thermal-result-support';

/** The result page, standard view (thermal-break-tool §2 "Result page, standard view", §3, §6, §9). */

let user: Person;
beforeEach(() => {
  user = person();
  stubWindows();
});
afterEach(leaveResultPage);

describe('a thermal result', () => {
  it('loads the history by id, then shows the rupteur, its psi values against the guard rail and the recap', async () => {
    const hold = holdAnswers('/api/history/load');
    const site = await resultSite({ intercept: hold.intercept });
    hold.bind(site);
    const { history } = await site.create('rup', ANSWERS.determined);
    const page = await site.open(history.id);
    expect(await page.findByText('Chargement du résultat')).toBeInTheDocument();
    hold.release();

    expect(await page.findByRole('heading', { name: 'Rupteur Linéo L140 Haute Performance' })).toBeInTheDocument();
    const psi = page.getByRole('region', { name: 'Valeurs psi' });
    expect(within(psi).getByText('ψ moyen').nextElementSibling?.textContent).toBe('0,17 W/(m·K)');
    expect(within(psi).getByText('ψ about').nextElementSibling?.textContent).toBe('0,18 W/(m·K)');
    expect(within(psi).getByText('ψ rive').nextElementSibling?.textContent).toBe('0,16 W/(m·K)');
    // ψ RT, the value a thermal study takes, is on the result itself (and so in print).
    expect(within(psi).getByText('ψ RT', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(
      /^\d,\d\d W\/\(m·K\)/,
    );
    // An intermediate floor: the guard rail applies, in the PDF's words.
    expect(
      within(psi).getByText(
        'ψ moyen de 0,17 W/(m·K), inférieur ou égal à 0,60 W/(m·K) : le garde-fou de la RE2020 pour le plancher intermédiaire (ψ9 ≤ 0,60 W/(m·K)) est respecté.',
      ),
    ).toBeInTheDocument();
    // Where the figures come from, folded under them: the data set's model, ψ RT computed.
    const sources = within(psi).getByText('Sources des valeurs', { selector: 'summary' }).closest('details')!;
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^ψ moyen, ψ about, ψ rive : valeurs d’exemple calculées par le modèle du jeu de données/),
      'ψ RT : calculé : ψ moyen × 1,05, arrondi au centième supérieur (marge du jeu de données).',
      expect.stringMatching(/^ψ RNT : valeur d’exemple du même modèle/),
    ]);
    expect(site.recorder.count('/api/history/load')).toBe(1);
  });

  it('shows ψ RNT and ψ RT with what they mean in a detail popin', async () => {
    const site = await resultSite();
    const { history } = await site.create('rup', ANSWERS.determined);
    const page = await site.open(history.id);
    await user.click(await page.findByRole('button', { name: 'Détail des valeurs psi' }));
    const popin = page.getByRole('dialog', { name: 'Détail des valeurs psi' });
    expect(within(popin).getByText('ψ RNT').nextElementSibling?.textContent).toContain('0,88 W/(m·K)');
    expect(within(popin).getByText('La même liaison sans rupteur (non traitée).')).toBeInTheDocument();
    // The guard rail is about ψ moyen: no sentence on ψ RNT.
    expect(within(popin).queryByText(/garde-fou/)).not.toBeInTheDocument();
    await user.click(within(popin).getAllByRole('button', { name: 'Fermer' })[1]!);
    expect(page.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows '--' for missing psi values, and says ψ moyen cannot be compared yet", async () => {
    const site = await resultSite();
    const { history } = await site.create('rup', ANSWERS.open);
    const page = await site.open(history.id);
    const psi = await page.findByRole('region', { name: 'Valeurs psi' });
    expect(within(psi).getAllByText('--')).toHaveLength(4);
    expect(within(psi).getByText(/^ψ moyen non déterminé/)).toBeInTheDocument();
    // Why: the criteria leave several configurations.
    expect(psi).toHaveTextContent(
      'Pas encore de valeurs psi : vos critères laissent plusieurs configurations de ce rupteur.',
    );
  });

  it('uses the questionnaire\'s seed without loading, and says "La solution n\'a pas de nom" for a nameless product', async () => {
    const site = await resultSite();
    const created = await site.create('rup', ANSWERS.determined);
    const nameless = { ...created.history, rupteur: { ...created.history.rupteur!, name: '' } };
    const page = await site.open(created.history.id, { seed: { history: nameless, fdes: created.fdes } });
    expect(await page.findByRole('heading', { name: "La solution n'a pas de nom" })).toBeInTheDocument();
    expect(site.recorder.count('/api/history/load')).toBe(0);
  });

  it('recaps 2 answers, all of them under "Plus de détails", and lists only the psi criteria', async () => {
    const site = await resultSite();
    const { history } = await site.create('rup', ANSWERS.determined);
    const page = await site.open(history.id);
    const recap = await page.findByRole('region', { name: 'Votre recherche' });
    expect(
      within(recap)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Plancher intermédiaire', 'Béton banché']);
    await user.click(within(recap).getByRole('button', { name: 'Plus de détails' }));
    const all = page.getByRole('dialog', { name: 'Tous vos critères' });
    expect(within(all).getAllByRole('definition')).toHaveLength(7);
    expect(within(all).getByText('Gamme haute performance')).toBeInTheDocument();

    const criteria = page.getByRole('region', { name: 'Critères de recherche' });
    expect(within(criteria).getAllByRole('listitem')).toHaveLength(6);
    expect(within(criteria).queryByText('Gamme haute performance')).not.toBeInTheDocument();

    // After an intermediate floor and a poured-concrete wall, ITI is the only insulation left:
    // the questionnaire answered it, and both lists say so (beyond the spec).
    const AUTO = 'Réponse automatique : seul choix possible';
    const automatic = (root: HTMLElement, selector: string) =>
      [...root.querySelectorAll(selector)].filter((el) => el.textContent!.includes(AUTO)).map((el) => el.textContent);
    const iti = `Isolation thermique par l'intérieur (ITI)${AUTO}`;
    expect(automatic(all, 'dd')).toEqual([iti]);
    expect(automatic(criteria, 'li')).toEqual([expect.stringMatching(new RegExp(`\\(ITI\\)${AUTO}$`))]);
  });

  it('links to the library, the environmental data, the product sheet, the site reference, 2 certifications and a quote', async () => {
    const site = await resultSite();
    const { history } = await site.create('rup', ANSWERS.open);
    const page = await site.open(history.id);
    expect(await page.findByRole('link', { name: 'Bibliothèque de PSI' })).toHaveAttribute('href', '/bibliotheque/');
    expect(page.getByRole('link', { name: 'Données environnementales' })).toHaveAttribute(
      'href',
      '/donnees-environnementales/',
    );
    const info = page.getByRole('region', { name: 'Informations' });
    expect(within(info).getByRole('link', { name: /Fiche produit/ })).toHaveAttribute(
      'href',
      'https://www.rupteurs.example/produits/rupteur-monomur-bm-42-haute-performance',
    );
    expect(within(info).getByRole('link', { name: /Avis Technique 16\/20-801_V1/ })).toBeInTheDocument();
    // 'Appréciation Technique d'Expérimentation n° 2987' is 48 characters: 27 and '…'.
    expect(
      within(info).getByRole('link', { name: /Certification : Appréciation Technique d'Ex…/ }),
    ).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: /Demander un devis/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.fournisseur-rupteurs\.fr\/demande-de-devis\/\?produit=/),
    );
    for (const card of ['Sauvegarder ce résultat', 'Télécharger le pdf', 'Envoyer par e-mail'])
      expect(page.getByRole('button', { name: card })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Évaluer les valeurs psi' })).toHaveAttribute(
      'href',
      '/evaluer-le-psi-dun-rupteur/',
    );
  });

  it('zooms on the picture itself while the configuration is still open', async () => {
    const site = await resultSite();
    const { history } = await site.create('rup', ANSWERS.open);
    expect(history.psiValue).toBeNull();
    const page = await site.open(history.id);
    await user.click(await page.findByRole('button', { name: /Agrandir l'image/ }));
    const popup = await page.findByRole('dialog', { name: history.rupteur!.name });
    expect(within(popup).getByRole('img', { name: `Visuel : ${history.rupteur!.name}` })).toHaveAttribute(
      'src',
      `http://api.site.localhost:8080${history.rupteur!.image.url}`,
    );
    expect(within(popup).queryByRole('region', { name: 'Hypothèses de calcul' })).not.toBeInTheDocument();
  });

  it('zooms on the junction drawing with its boundary conditions, closes to its opener, and shows the logo when the picture fails', async () => {
    const site = await resultSite();
    const { history } = await site.create('rup', ANSWERS.determined);
    const page = await site.open(history.id);
    const zoom = await page.findByRole('button', { name: /Agrandir l'image/ });
    await user.click(zoom);
    const popup = await page.findByRole('dialog', { name: 'Rupteur Linéo L140 Haute Performance' });
    expect(
      within(popup).getByRole('img', {
        name: 'Coupe de la liaison plancher / mur avec Rupteur Linéo L140 Haute Performance',
      }),
    ).toHaveAttribute('src', `http://api.site.localhost:8080/media/download/coupe-${history.psiValue!.id}.svg`);
    const conditions = within(popup).getByRole('region', { name: 'Hypothèses de calcul' });
    const condition = (label: string) => within(conditions).getByText(label).nextElementSibling?.textContent;
    expect(condition('Plancher porteur')).toBe('Dalle pleine, 23 cm');
    expect(condition('Mur')).toBe('Béton banché, 20 cm, λ 2,30 W/(m·K)');
    expect(condition('Isolant du mur')).toBe('ITI, 140 mm, λ 0,032 W/(m·K)');
    // Escape is the browser's (a native dialog; test/browser/thermal-journey.spec.ts).
    await user.click(within(popup).getByRole('button', { name: 'Fermer' }));
    expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    expect(zoom.getRootNode()).toHaveProperty('activeElement', zoom);
    fireEvent.error(page.getByRole('img', { name: /Visuel/ }));
    expect(await page.findByRole('img', { name: 'Logo du fabricant' })).toBeInTheDocument();
    expect(page.queryByRole('button', { name: /Agrandir l'image/ })).not.toBeInTheDocument();
  });
});

describe('who sees the history bar', () => {
  it("shows its owner the bar and the delete link, and the history's back link with ?history=1", async () => {
    const site = await resultSite({ account: SOPHIE });
    const [own] = await site.ownHistories();
    const page = await site.open(own!.id, { fromHistory: true });
    const bar = await page.findByRole('region', { name: 'Simulation sauvegardée' });
    expect(within(bar).getByText(own!.name!)).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: "Retour à l'historique" })).toHaveAttribute(
      'href',
      '/espace-personnel/#/historique',
    );
  });

  it('shows neither to a visitor on a search nobody saved, and links back to the questionnaire', async () => {
    const site = await resultSite({ account: SOPHIE });
    const { history } = await site.create('rup', ANSWERS.determined);
    const page = await site.open(history.id);
    expect(await page.findByRole('heading', { name: 'Rupteur Linéo L140 Haute Performance' })).toBeInTheDocument();
    expect(page.queryByRole('region', { name: 'Simulation sauvegardée' })).not.toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Retour au questionnaire' })).toHaveAttribute('href', '#/');
  });

  it("says so for someone else's history opened with a tampered '?history=1' link, with neither bar nor delete", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const site = await resultSite({ account: SEED_ACCOUNTS.mainFirstLogin });
    const sophie = await logIn(site.api, SOPHIE);
    const { history } = await site.create('rup', ANSWERS.determined, sophie.token);
    expectOk(
      await site.api.call(mainHistorySave, { token: sophie.token, body: { id: history.id, name: 'Chantier Sophie' } }),
    );
    const page = await site.open(history.id, { fromHistory: true });
    expect(await page.findByRole('alert')).toHaveTextContent('Cette simulation est introuvable.');
    expect(page.getByRole('link', { name: 'Retour au questionnaire' })).toHaveAttribute('href', '#/');
    expect(page.queryByRole('region', { name: 'Simulation sauvegardée' })).not.toBeInTheDocument();
    expect(page.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    expect(site.session.store.getState().user).not.toBeNull();
  });

  it('says so for an unknown history id', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const site = await resultSite();
    const page = await site.open(99999);
    expect(await page.findByRole('alert')).toHaveTextContent('Cette simulation est introuvable.');
    // Why a result may be out of reach: unknown and someone else's look alike, on purpose.
    expect(
      page.getByText(/^Une simulation non enregistrée ne s’ouvre que dans le navigateur où elle a été faite/),
    ).toBeInTheDocument();
    expect(await page.findByRole('link', { name: 'Retour au questionnaire' })).toBeInTheDocument();
  });
});

describe('an environmental result', () => {
  it("gives a prédalle's reinforcement ratio with its unit", async () => {
    const site = await resultSite();
    const { history } = await site.create('pre', ANSWERS.predalle);
    const page = await site.open(history.id, { tool: 'environmental' });
    const summary = await page.findByRole('region', { name: 'Données du système' });
    expect(within(summary).getByText("Ratio d'armatures").nextElementSibling?.textContent).toMatch(
      /^\d+,\d{2} kg\/m³$/,
    );
  });

  it('sums up the system with units, counts its FDES sheets and lists them with their INIES page', async () => {
    const site = await resultSite();
    const { history } = await site.create('pou', ANSWERS.poutrelles);
    const page = await site.open(history.id, { tool: 'environmental' });
    const summary = await page.findByRole('region', { name: 'Données du système' });
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(figure('Volume de béton')).toBe('62,00 L/m²');
    // §2: the reinforcement ratio only for prédalles; a beam-and-block floor has none to show.
    expect(within(summary).queryByText("Ratio d'armatures")).not.toBeInTheDocument();
    expect(figure('Volume de béton supplémentaire')).toBe('7,60 L/m²');
    expect(figure('Ratio de kilotage')).toBe('2,40 kg/m²');
    // Carbon: 12345 5,6 + 13022 8,6 + 14110 250 × 0,0696 m³ + 14112 0,95 × 2,4 kg; 10483 apart.
    expect(figure('Impact carbone')).toBe('33,90 kg CO2 eq/m²');
    expect(
      within(summary).getByText("Modules A1 à A3, par m² de plancher, d'après les FDES listées."),
    ).toBeInTheDocument();
    expect(
      within(summary).getByText(
        /^Cycle de vie A1 à C4 : 39,10 kg CO2 eq\/m² ; module D, à part : [-−]1,00 kg CO2 eq\/m²\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(summary).getByText('5 fiches FDES correspondantes')).toBeInTheDocument();
    expect(page.getByRole('heading', { name: /Plancher poutrelle précontraintes/ })).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: 'Voir la liste des fiches' }));
    const list = page.getByRole('heading', { name: 'Fiches FDES' });
    expect(list.getRootNode()).toHaveProperty('activeElement', list);
    const sheets = page.getByRole('region', { name: 'Fiches FDES' });
    expect(within(sheets).getAllByRole('listitem')).toHaveLength(5);
    expect(within(sheets).getByText('N° 10483')).toBeInTheDocument();
    // The data set's numbers are made up: said so, and no link to an unrelated INIES sheet.
    expect(within(sheets).queryByRole('link', { name: /Consulter la fiche/ })).not.toBeInTheDocument();
    expect(
      within(sheets).getAllByText('(fiche d’exemple : numéro fictif, sans fiche dans la base INIES)'),
    ).toHaveLength(5);
    expect(
      within(sheets).getByText(/^FDES collective du 10\/01\/2024 : 250,00 kg CO2 eq \(A1 à A3\) pour 1 m³ de béton/),
    ).toBeInTheDocument();
    expect(
      within(sheets)
        .getByText(/non additionnée/)
        .closest('li'),
    ).toHaveTextContent('N° 10483');
    expect(page.queryByRole('region', { name: 'Valeurs psi' })).not.toBeInTheDocument();
  });
});

describe('an FDES sheet of the INIES base (not sample data)', () => {
  it('links to its consultation page by number, in a new window (§2)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const sheet = { number: '12345', title: 'Poutrelle précontrainte' };
    await act(async () => root.render(<EnvResult system={null} fdes={[sheet]} />));
    const link = within(host).getByRole('link', { name: /Consulter la fiche 12345/ });
    expect(link).toHaveAttribute('href', 'https://www.base-inies.fr/iniesV4/dist/consultation.html?id=12345');
    expect(link).toHaveAttribute('target', '_blank');
    await act(async () => root.unmount());
    host.remove();
  });
});

describe("'Tous les rupteurs compatibles'", () => {
  it('lists every rupteur that fits the answers, the proposed one first, sortable, each opened as its own result', async () => {
    const site = await resultSite();
    const { history } = await site.create('rup', ANSWERS.open);
    const page = await site.open(history.id);
    const section = await page.findByRole('region', { name: 'Tous les rupteurs compatibles' });
    const show = within(section).getByRole('button', { name: 'Voir tous les rupteurs compatibles' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const table = await within(section).findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows().length).toBeGreaterThan(1);
    expect(within(table).getByRole('caption')).toHaveTextContent(
      `${rows().length} rupteurs correspondent à vos critères`,
    );
    // The proposed one first, marked, and not offered to open again.
    expect(rows()[0]).toHaveAttribute('aria-current', 'true');
    expect(within(rows()[0]!).getByRole('rowheader')).toHaveTextContent(`${history.rupteur!.name}proposé`);
    expect(within(rows()[0]!).queryByRole('button')).not.toBeInTheDocument();

    const byRive = within(table).getByRole('button', { name: 'ψ rive' });
    await user.click(byRive);
    expect(byRive.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    const rive = () => rows().map((r) => r.querySelectorAll('td')[2]!.textContent!);
    const figures = rive()
      .filter((t) => t !== '--')
      .map((t) => Number(t.replace(',', '.')));
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    await user.click(byRive);
    expect(byRive.closest('th')).toHaveAttribute('aria-sort', 'descending');

    const other = rows().find((r) => within(r).queryByRole('button'))!;
    const name = within(other).getByRole('rowheader').textContent!;
    await user.click(within(other).getByRole('button', { name: `Ouvrir ${name}` }));
    expect(await page.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
    const opened = Number(/^#\/(\d+)\//.exec(window.location.hash)![1]);
    expect(opened).not.toBe(history.id);
    expect(window.location.hash).toBe(`#${resultPath(opened, name)}`);
  });
});
