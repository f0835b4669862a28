/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { navigation } from '@/src/runtime/navigation';
import { fileSaver } from '@/src/ui/save-file';
import { resetCardSlices, setCardSlices } from '@/widgets/psi-library/card-slices';
import { overlays } from '@/test/support/dom';
import { API_ORIGIN } from '@/test/support/reference-api';
import { failureResponse } from '@/test/support/runtime';
import { person, type Person } from '@/test/support/user';
import { stubReportWindow } from '@/test/support/report-window';
import {
  leaveLibrary,
  openLibrary,
  resultsHash,
  resultsStatus,
  type Island,
  type LibraryOptions,
} from './psi-library-support';

/**
 * The psi library's results (thermal-break-tool §2 'Psi library app', §8, §9, and what
 * we added beyond it) against the in-process reference API: tabs per rupteur, psi cards and 'Plus de
 * détails', the cap, the comparison, the CSV and PDF exports, failed and malformed answers.
 */

let user: Person;
beforeEach(() => {
  user = person();
});
afterEach(leaveLibrary);

const found = (n: number) => `${new Intl.NumberFormat('fr-FR').format(n)} résultats correspondants à vos critères`;

/** The library on the results of `pairs` ([filter key, value keys]), once shown. */
async function results(pairs: [string, string[]][], options: LibraryOptions = {}) {
  const probe = await openLibrary('#/results/e30');
  const choices = await probe.choices(...pairs);
  const answer = await probe.search(choices);
  await leaveLibrary();
  const library = await openLibrary(resultsHash(choices), options);
  await waitFor(() => expect(resultsStatus(library.island).textContent).toBe(found(answer.nbResults as number)));
  return { ...library, answer, choices };
}

const GROUND_FLOOR: [string, string[]][] = [['plancher', ['tp']]];

const tabToggle = (island: Island, verb: 'Ouvrir' | 'Fermer', name: string) =>
  island.getByRole('button', { name: `${verb} ${name}` });
const cards = (island: Island) => island.getAllByRole('listitem').filter((li) => li.classList.contains('oss-lib-card'));

describe('the results', () => {
  it("show one tab per rupteur, the first open, with its psi cards ('--' for a missing value)", async () => {
    const { island, answer } = await results(GROUND_FLOOR);
    const names = answer.rupteurs.map((r) => r.name);
    expect(island.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(names);
    const [first, second] = answer.rupteurs;
    expect(tabToggle(island, 'Fermer', first!.name)).toHaveAttribute('aria-expanded', 'true');
    expect(tabToggle(island, 'Ouvrir', second!.name)).toHaveAttribute('aria-expanded', 'false');
    expect(island.getByText(`${first!.psiValuesAsArray.length} valeurs psi`)).toBeInTheDocument();
    expect(cards(island)).toHaveLength(first!.psiValuesAsArray.length);
    const card = within(cards(island)[0]!);
    // A ground-bearing slab has no bearing end: no ψ about.
    expect(first!.psiValuesAsArray[0]!.psiAbout).toBeNull();
    expect(card.getByText('ψ about').nextElementSibling).toHaveTextContent('-- W/(m·K)');
    await user.click(tabToggle(island, 'Ouvrir', second!.name));
    expect(tabToggle(island, 'Fermer', second!.name)).toHaveAttribute('aria-expanded', 'true');
    await user.click(tabToggle(island, 'Fermer', first!.name));
    expect(cards(island)).toHaveLength(second!.psiValuesAsArray.length);
    expect(island.queryByRole('link', { name: 'Trouver un rupteur et son PSI' })).not.toBeInTheDocument();
  });

  it("render an opened tab's first cards at once, the rest in idle time, each card saying its place", async () => {
    // The scheduler run by hand: what the browser's idle periods would run.
    const idle: (() => void)[] = [];
    setCardSlices({ first: 1, step: 2, later: (slice) => (idle.push(slice), () => {}) });
    try {
      const { island, answer } = await results(GROUND_FLOOR);
      const first = answer.rupteurs[0]!;
      const total = first.psiValuesAsArray.length;
      expect(total).toBeGreaterThan(3);
      expect(cards(island)).toHaveLength(1);
      expect(island.getByText(`${total} valeurs psi`)).toBeInTheDocument();
      expect(cards(island)[0]).toHaveAttribute('aria-posinset', '1');
      expect(cards(island)[0]).toHaveAttribute('aria-setsize', String(total));
      // A slice's cards render first, and only then does an effect queue the next slice: the
      // next slice is waited for, never assumed (under load the effect ran after the render
      // was seen, and the loop stopped at 3 cards of 4).
      const nextOrAll = () => waitFor(() => expect(idle.length > 0 || cards(island).length === total).toBe(true));
      await nextOrAll();
      idle.shift()!();
      await waitFor(() => expect(cards(island)).toHaveLength(3));
      await nextOrAll();
      while (cards(island).length < total) {
        idle.shift()!();
        await nextOrAll();
      }
      expect(idle).toHaveLength(0);
      expect(cards(island)).toHaveLength(total);
      expect(cards(island).map((li) => li.getAttribute('aria-posinset'))).toEqual(
        first.psiValuesAsArray.map((_, i) => String(i + 1)),
      );
      expect(island.getAllByRole('checkbox', { name: /^Comparer « / })).toHaveLength(total);
    } finally {
      resetCardSlices();
      setCardSlices({ first: Infinity });
    }
  });

  it('round psi values to 2 decimals with a French comma', async () => {
    const { island } = await results(GROUND_FLOOR, {
      rewrite: (datas) => {
        const psi = datas.rupteurs[0]?.psiValuesAsArray[0];
        if (psi) Object.assign(psi, { psiMoyen: 0.1749, psiRive: 0.2351, psiAbout: 1.5 });
        return datas;
      },
    });
    const card = within(cards(island)[0]!);
    expect(card.getByText('ψ moyen').nextElementSibling).toHaveTextContent('0,17 W/(m·K)');
    expect(card.getByText('ψ rive').nextElementSibling).toHaveTextContent('0,24 W/(m·K)');
    expect(card.getByText('ψ about').nextElementSibling).toHaveTextContent('1,50 W/(m·K)');
  });

  it("'Utiliser cette valeur' stores the value as a thermal search and opens its result", async () => {
    const { island, answer, api } = await results(GROUND_FLOOR);
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const psi = answer.rupteurs[0]!.psiValuesAsArray[0]!;
    await user.click(within(cards(island)[0]!).getByRole('button', { name: 'Utiliser cette valeur' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [, id] = /^\/evaluer-le-psi-dun-rupteur\/#\/(\d+)\/[^/]+$/.exec(assign.mock.calls[0]![0])!;
    // The search stored is that very value: its configuration, determined.
    const row = (await api.ctx.db.get(`SELECT psi_configuration_id FROM main_histories WHERE id = ?`, [
      Number(id),
    ])) as {
      psi_configuration_id: number;
    };
    expect(row.psi_configuration_id).toBe(psi.id);
  });

  it("'Plus de détails' shows the drawing, the configuration, ψ RT and ψ RNT and the maker's pages", async () => {
    const { island, answer } = await results(GROUND_FLOOR);
    const rupteur = answer.rupteurs[0]!;
    const psi = rupteur.psiValuesAsArray[0]!;
    await user.click(within(cards(island)[0]!).getByRole('button', { name: 'Plus de détails' }));
    const dialog = await island.findByRole('dialog', { name: rupteur.name });
    const details = within(dialog);
    expect(details.getByText('Type de plancher').nextElementSibling).toHaveTextContent('Plancher bas sur terre-plein');
    expect(details.getByText('ψ RT').nextElementSibling).toHaveTextContent(`${String(psi.psiRt).replace('.', ',')}`);
    expect(details.getByText('ψ RNT').nextElementSibling).toHaveTextContent('W/(m·K)');
    expect(details.getByRole('img')).toHaveAttribute('src', `${API_ORIGIN.main}${psi.image.url}`);
    const maker = details.getByRole('link', {
      name: 'Voir la configuration sur le site du fabricant (nouvelle fenêtre)',
    });
    expect(maker).toHaveAttribute('href', psi.urlRefSite);
    expect(maker).toHaveAttribute('target', '_blank');
    expect(details.getByRole('link', { name: 'Fiche produit (nouvelle fenêtre)' })).toHaveAttribute(
      'href',
      rupteur.urlProduct,
    );
    await user.click(details.getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(island.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('say that only the best 1000 values are shown, and offer the precise search above 100', async () => {
    const { island, answer } = await results([['plancher', ['tp', 'vs', 'int']]]);
    expect(answer.nbResults).toBeGreaterThan(1000);
    expect(answer.results).toHaveLength(1000);
    expect(
      island.getByText(
        'Seules les 1 000 meilleures valeurs (ψ moyen le plus bas) sont affichées : précisez vos critères pour voir les autres.',
      ),
    ).toBeInTheDocument();
    expect(island.getByRole('link', { name: 'Trouver un rupteur et son PSI' })).toHaveAttribute(
      'href',
      '/evaluer-le-psi-dun-rupteur/',
    );
  });
});

describe('the comparison', () => {
  it('compares 2 to 4 values side by side, with the differences to the first one and the lowest ψ moyen said', async () => {
    const { island, answer } = await results(GROUND_FLOOR);
    // Every tab open: the values of all rupteurs, in order.
    for (const rupteur of answer.rupteurs.slice(1)) await user.click(tabToggle(island, 'Ouvrir', rupteur.name));
    const values = answer.rupteurs.flatMap((r) => r.psiValuesAsArray);
    expect(cards(island)).toHaveLength(values.length);
    const pick = (i: number) => user.click(within(cards(island)[i]!).getByRole('checkbox', { name: /^Comparer «/ }));
    await pick(0);
    expect(island.getByText('1 valeur à comparer')).toBeInTheDocument();
    await user.click(island.getByRole('button', { name: 'Comparer' }));
    expect(island.getByText('Choisissez au moins 2 valeurs à comparer.')).toBeInTheDocument();
    await pick(1);
    expect(island.getByText('2 valeurs à comparer')).toBeInTheDocument();
    await user.click(island.getByRole('button', { name: 'Comparer' }));
    const table = within(await island.findByRole('table'));
    expect(island.getByRole('dialog', { name: 'Comparaison des valeurs psi' })).toBeInTheDocument();
    expect(table.getAllByRole('columnheader')).toHaveLength(2);
    const moyen = table.getByRole('rowheader', { name: 'ψ moyen (W/(m·K))' }).closest('tr')!;
    const [a, b] = [values[0]!.psiMoyen!, values[1]!.psiMoyen!];
    const diff = Math.round(b * 100) - Math.round(a * 100);
    const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
    expect(within(moyen).getAllByRole('cell')[1]).toHaveTextContent(
      `(${sign}${(Math.abs(diff) / 100).toFixed(2).replace('.', ',')})`,
    );
    expect(table.getAllByText('ψ moyen le plus bas').length).toBeGreaterThan(0);
    expect(table.getByRole('rowheader', { name: 'Type de plancher' })).toBeInTheDocument();
    await user.click(within(island.getByRole('dialog')).getAllByRole('button', { name: 'Fermer' }).at(-1)!);

    await pick(2);
    await pick(3);
    expect(island.getByText('4 valeurs à comparer')).toBeInTheDocument();
    await pick(4);
    expect(
      island.getByText('Vous pouvez comparer 4 valeurs au plus : retirez-en une pour en ajouter une autre.'),
    ).toBeInTheDocument();
    expect(within(cards(island)[4]!).getByRole('checkbox', { name: /^Comparer «/ })).not.toBeChecked();
    await user.click(island.getByRole('button', { name: 'Vider la sélection' }));
    expect(island.queryByText(/valeurs? à comparer/)).not.toBeInTheDocument();
    expect(within(cards(island)[0]!).getByRole('checkbox', { name: /^Comparer «/ })).not.toBeChecked();
  });
});

describe('the exports', () => {
  it("'Exporter en CSV' saves the values loaded for a French spreadsheet", async () => {
    const { island, answer } = await results(GROUND_FLOOR);
    const save = jest.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    await user.click(island.getByRole('button', { name: 'Exporter en CSV' }));
    expect(save).toHaveBeenCalledTimes(1);
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('bibliotheque-psi.csv');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(';'));
    expect(lines[0]!.slice(0, 3)).toEqual(['Rupteur', 'Type de plancher', 'Type de mur']);
    expect(lines[0]!.slice(-5)).toEqual([
      'ψ moyen (W/(m·K))',
      'ψ about (W/(m·K))',
      'ψ rive (W/(m·K))',
      'ψ RT (W/(m·K))',
      'ψ RNT (W/(m·K))',
    ]);
    expect(lines).toHaveLength(1 + (answer.nbResults as number));
    const first = answer.rupteurs[0]!.psiValuesAsArray[0]!;
    expect(lines[1]![0]).toBe(answer.rupteurs[0]!.name);
    expect(lines[1]![1]).toBe('Plancher bas sur terre-plein');
    expect(lines[1]!.slice(-5)).toEqual(
      [first.psiMoyen, first.psiAbout, first.psiRive, first.psiRt, first.psiRnt].map((v) =>
        v === null ? '' : v.toFixed(2).replace('.', ','),
      ),
    );
  });
});

describe('the PDF', () => {
  it("'Télécharger le PDF' opens the report of the chosen filters on the API origin, in a new window", async () => {
    const { island, recorder, api } = await results(GROUND_FLOOR);
    const { show } = stubReportWindow();
    await user.dblClick(island.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    const url = new URL(show.mock.calls[0]![0]);
    expect(url.origin).toBe(API_ORIGIN.main);
    expect(recorder.count('/api/filters/bibliotheque/get-rapport-link')).toBe(1);
    // The link works without a bearer: the report itself.
    const response = await api.raw('GET', url.pathname + url.search);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
  });

  it("says 'Une erreur est survenue' when the report's link cannot be had", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { island } = await results(GROUND_FLOOR, {
      intercept: (request) =>
        new URL(request.url).pathname === '/api/filters/bibliotheque/get-rapport-link'
          ? failureResponse(500, 'Erreur interne')
          : undefined,
    });
    const { show, cancel } = stubReportWindow();
    await user.click(island.getByRole('button', { name: 'Télécharger le PDF' }));
    expect(await (await overlays()).findByText('Une erreur est survenue')).toBeInTheDocument();
    expect(show).not.toHaveBeenCalled();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(island.getByRole('button', { name: 'Télécharger le PDF' })).not.toHaveAttribute('aria-busy');
  });
});

describe('failures', () => {
  /** Answers 500 to the library's searches (lunchResearch) while `failing.on`. */
  const failingSearch = (failing: { on: boolean }) => async (request: Request) => {
    if (new URL(request.url).pathname !== '/api/filters/bibliotheque') return undefined;
    const body = (await request.json()) as { lunchResearch: boolean };
    return body.lunchResearch && failing.on ? failureResponse(500, 'Erreur interne') : undefined;
  };

  it('keeps the choices when a search fails, says why and offers to search again', async () => {
    const probe = await openLibrary();
    const choices = await probe.choices(...GROUND_FLOOR);
    const { nbResults } = await probe.search(choices);
    await leaveLibrary();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { on: true };
    const { island } = await openLibrary(resultsHash(choices), { intercept: failingSearch(failing) });
    expect(await island.findByRole('alert')).toHaveTextContent(
      'La recherche n’a pas abouti. Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    );
    expect(island.getByText('Vos filtres sont conservés.')).toBeInTheDocument();
    expect(island.getByRole('button', { name: 'Retirer Plancher bas sur terre-plein' })).toBeInTheDocument();
    expect(location.hash).toBe(resultsHash(choices));
    failing.on = false;
    await user.click(island.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(resultsStatus(island).textContent).toBe(found(nbResults as number)));
    expect(island.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a malformed answer in French, never a blank island', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { island } = await openLibrary('#/', {
      rewrite: (datas, body) => (body.lunchResearch ? { ...datas, rupteurs: 'pas une liste' } : datas),
    });
    await waitFor(() => expect(location.hash).toBe('#/results/e30'));
    const floors = await island.findByRole('group', { name: 'Filtrer par type de plancher' });
    await user.click(within(floors).getByRole('button'));
    await user.click(within(floors).getByRole('checkbox', { name: 'Plancher bas sur terre-plein' }));
    await user.click(island.getByRole('button', { name: 'Valider' }));
    expect(await island.findByRole('alert')).toHaveTextContent(
      'La recherche n’a pas abouti. Une erreur est survenue. Veuillez réessayer.',
    );
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('searchLibrary: answer breaks the contract at "datas.rupteurs"'),
    );
    expect(island.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('says when the filters cannot be loaded and loads them again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { on: true };
    const { island } = await openLibrary('#/', {
      intercept: (request) =>
        failing.on && new URL(request.url).pathname === '/api/filters/bibliotheque'
          ? failureResponse(503, 'Indisponible')
          : undefined,
    });
    expect(await island.findByRole('alert')).toHaveTextContent(
      'Les filtres n’ont pas pu être chargés. Le service est momentanément indisponible.',
    );
    failing.on = false;
    await user.click(island.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(resultsStatus(island).textContent).toBe("Pour commencer veuillez sélectionner une valeur d'un filtre"),
    );
  });
});
