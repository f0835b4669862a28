/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { exampleValues } from '@/demo-pages/reference-api/carbon/examples';
import {
  getCarbonCluster,
  submitCarbonSimulation,
  type CarbonAnswers,
  type CarbonCluster,
} from '@/src/contracts/carbon/tunnel';
import { CARBON_RESULTS_CSS } from '@/widgets/carbon-simulator/results/results.css';
import { ResultsView, type ResultsViewProps } from '@/widgets/carbon-simulator/results/results-view';
import { lowestFootprint, sortSimulations, type SortOrder } from '@/widgets/carbon-simulator/results/sort';
import { expectOk, startApi } from '@/test/support/reference-api';
import { loginSeededUser, type Api } from '@/test/support/tools-flows';
import { person, type Person } from '@/test/support/user';

/**
 * Step 3 of the carbon tunnel (floor-and-carbon-tools §2.2 'Results screen', §4.2, §6, §8, and
 * the comparison chart beyond the spec), rendered from clusters that the in-process reference API
 * computed from CARBON_EXAMPLES: a visitor's four systems in one project, a user's saved one,
 * and a span no system reaches (no result).
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const BETON = 'Poutrelles et entrevous béton';
const DALLE = 'Dalle pleine';
const PREDALLE = 'Prédalles';
const ISOLANT = 'Poutrelles et entrevous isolants';

type Example = Parameters<typeof exampleValues>[0];

/** The tunnel's answers for an example: step 1 (only `path` when added to a cluster), step 2 in order. */
function answersOf(example: Example, cluster?: number): CarbonAnswers {
  const { zipCode, projectName, path, ...step2 } = exampleValues(example, '69007', 'Résidence Les Cèdres');
  return {
    step1: cluster ? { path: path! } : { zipCode: zipCode!, projectName: projectName!, path: path! },
    step2: Object.entries(step2).map(([field, value], index) => ({ index, field, value })),
    cluster: cluster ?? null,
  };
}

/** One project made of the examples, in that order, as the reference API answers it. */
async function clusterOf(api: Api, examples: Example[], token?: string): Promise<CarbonCluster> {
  let id: number | null = null;
  for (const example of examples) {
    const body = answersOf(example, id ?? undefined);
    id = expectOk(await api.call(submitCarbonSimulation, { body, token })).datas.cluster;
  }
  return expectOk(await api.call(getCarbonCluster, { params: { id: id! }, token })).datas;
}

let visitors: CarbonCluster;
let saved: CarbonCluster;
let empty: CarbonCluster;
beforeAll(async () => {
  const api = await startApi('carbone');
  visitors = await clusterOf(api, ['entrevous-beton', 'dalle-pleine', 'predalle', 'entrevous-isolant']);
  saved = await clusterOf(api, ['predalle', 'entrevous-beton'], (await loginSeededUser(api)).token);
  empty = await clusterOf(api, ['sansResultat']);
});

type Callbacks = Pick<
  ResultsViewProps,
  'onSort' | 'onExport' | 'onAdd' | 'onNewProject' | 'onSave' | 'onDelete' | 'onDeleteCluster' | 'onRestart'
>;

let user: Person;
let root: Root | null = null;
let calls: { [K in keyof Callbacks]: jest.Mock };
beforeEach(() => {
  user = person();
  calls = {
    onSort: jest.fn(),
    onExport: jest.fn(),
    onAdd: jest.fn(),
    onNewProject: jest.fn(),
    onSave: jest.fn(),
    onDelete: jest.fn(),
    onDeleteCluster: jest.fn(),
    onRestart: jest.fn(),
  };
});
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

type Options = Partial<Omit<ResultsViewProps, 'sort' | keyof Callbacks>> & { cluster: CarbonCluster };

/** The island's part: it holds the sort and passes it down, as the tunnel does. */
function Harness(options: Options) {
  const [sort, setSort] = useState<SortOrder>('asc');
  const onSort = (next: SortOrder) => {
    calls.onSort(next);
    setSort(next);
  };
  return (
    <ResultsView loggedIn={false} fromHistory={false} busy={null} {...calls} {...options} sort={sort} onSort={onSort} />
  );
}

async function render(options: Options) {
  const container = document.createElement('div');
  container.className = 'oss-root';
  document.body.append(container);
  root = createRoot(container);
  root.render(<Harness {...options} />);
  const view = within(container);
  await view.findByRole('heading', { level: 2 });
  return { ...view, container };
}

/** Text as a person reads it: fr-FR's no-break spaces as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const fr = (value: number) => String(value).replace('.', ',');
const cardTitles = (view: Awaited<ReturnType<typeof render>>) =>
  view.getAllByRole('article').map((card) => plain(within(card).getByRole('heading', { level: 3 }).textContent));
const cardOf = (view: Awaited<ReturnType<typeof render>>, title: string) => view.getByRole('article', { name: title });
const simulationOf = (cluster: CarbonCluster, title: string) =>
  cluster.simulations.find((s) => s.data['Système constructif'] === title)!;

describe('the results screen', () => {
  it("is headed 'Résultats / Simulations d'empreinte carbone', with the project and the count", async () => {
    const view = await render({ cluster: visitors });
    expect(view.getByText('Résultats')).toHaveClass('oss-carbon-results__overline');
    const heading = view.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe("Simulations d'empreinte carbone");
    expect(plain(view.container.querySelector('.oss-carbon-results__project')!.textContent)).toBe(
      'Projet : Résidence Les Cèdres – 69007',
    );
    expect(view.getByRole('status').textContent).toBe('4 simulations');
  });

  it('lists one card per simulation by thickness, ascending first, then descending (ties oldest first)', async () => {
    const view = await render({ cluster: visitors });
    const sort = view.getByRole('combobox', { name: 'Trier par' });
    expect(sort).toHaveValue('asc');
    expect(cardTitles(view)).toEqual([BETON, DALLE, PREDALLE, ISOLANT]);
    await user.selectOptions(sort, 'Épaisseur décroissante');
    expect(calls.onSort).toHaveBeenCalledWith('desc');
    await waitFor(() => expect(cardTitles(view)).toEqual([ISOLANT, PREDALLE, BETON, DALLE]));
    // Numbers follow the project's order, whatever the sort.
    expect(plain(within(cardOf(view, ISOLANT)).getByText(/^Simulation/).textContent)).toBe(
      'Simulation 4 · Épaisseur : 25 cm',
    );
  });

  it('sorts by footprint for the study, ascending first, then descending', async () => {
    const view = await render({ cluster: visitors });
    const byFootprint = [...visitors.simulations]
      .sort((a, b) => a.carbonFootprint - b.carbonFootprint)
      .map((s) => s.data['Système constructif']);
    await user.selectOptions(view.getByRole('combobox', { name: 'Trier par' }), 'Empreinte carbone croissante');
    expect(calls.onSort).toHaveBeenCalledWith('footprint-asc');
    await waitFor(() => expect(cardTitles(view)).toEqual(byFootprint));
    await user.selectOptions(view.getByRole('combobox', { name: 'Trier par' }), 'Empreinte carbone décroissante');
    await waitFor(() => expect(cardTitles(view)).toEqual([...byFootprint].reverse()));
  });

  it('shows each footprint in kg CO2 eq/m², its modules, D and the biogenic carbon apart, the lowest marked', async () => {
    const view = await render({ cluster: visitors });
    for (const simulation of visitors.simulations) {
      const card = cardOf(view, simulation.data['Système constructif']!);
      const value = card.querySelector('.oss-carbon-card__footprint-value')!;
      expect(plain(value.textContent)).toBe(`${fr(simulation.carbonFootprint)} kg CO2 eq/m²`);
      // The model's modules (to 0.01), shown to 0.1 as every figure of the screen.
      const modules = simulation.modules!;
      const fr1 = (kg: number) => kg.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
      expect(plain(within(card).getByText(/^Par module/).textContent)).toBe(
        `Par module : A1–A3 ${fr1(modules.a1a3)} · A4–A5 ${fr1(modules.a4a5)} · B ${fr1(modules.b)} · C1–C4 ${fr1(modules.c1c4)}`,
      );
      expect(plain(within(card).getByText(/^Module D/).textContent)).toBe(
        `Module D, à part (non additionné) : ${fr1(modules.d)} kg CO2 eq/m²`,
      );
      const biogenic = within(card).queryByText(/^Carbone biogénique stocké/);
      if (simulation.bio)
        expect(plain(biogenic?.textContent)).toBe(
          `Carbone biogénique stocké, à part (non déduit) : ${fr1(modules.biogenic)} kg CO2 eq/m²`,
        );
      else expect(biogenic).not.toBeInTheDocument();
      // Not subtracted: the life-cycle figure is the footprint (EN 15804+A2).
      expect(simulation.acvCarbonFootprint).toBe(simulation.carbonFootprint);
    }
    expect(simulationOf(visitors, ISOLANT).bio).toBe(true);
    expect(view.getAllByText('Le plus bas')).toHaveLength(1);
    expect(within(cardOf(view, ISOLANT)).getByText('Le plus bas')).toBeVisible();
  });

  it('draws each footprint as a decorative bar whose legend says the same, adding up to 100 % and to the total', async () => {
    const view = await render({ cluster: visitors });
    for (const simulation of visitors.simulations) {
      const card = cardOf(view, simulation.data['Système constructif']!);
      const bar = card.querySelector('.oss-carbon-bars')!;
      expect(bar).toHaveAttribute('aria-hidden', 'true');
      const widths = [...bar.querySelectorAll<HTMLElement>('.oss-carbon-bars__segment')].map((s) => s.style.width);
      expect(widths).toEqual(simulation.bars.map((b) => `${b.pdfPercentage}%`));
      const items = within(within(card).getByRole('list', { name: "Répartition de l'empreinte" })).getAllByRole(
        'listitem',
      );
      expect(items.map((item) => plain(item.textContent).split(' ')[0])).toEqual(
        simulation.bars.map((b) => b.label.split(' ')[0]),
      );
      const numbers = items.map((item) => {
        const [, percent, kg] = /(\d+) % · ([\d,]+) kg CO2 eq\/m²$/.exec(plain(item.textContent))!;
        return { percent: Number(percent), kg: Number(kg!.replace(',', '.')) };
      });
      expect(numbers.reduce((sum, n) => sum + n.percent, 0)).toBe(100);
      expect(numbers.reduce((sum, n) => sum + n.kg, 0)).toBeCloseTo(simulation.carbonFootprint, 5);
    }
  });

  it('shows the assumptions with their markup, and never runs the HTML of an assumption', async () => {
    const hostile = structuredClone(visitors);
    const first = hostile.simulations[0]!;
    first.data['Système constructif'] = '<em>Plancher</em> piégé<img src="x" onerror="window.__pwned = 1">';
    first.data['Béton'] =
      'C25/30 <script>window.__pwned = 2</script><img src=x onerror="window.__pwned = 3"><a href="javascript:window.__pwned = 4" onclick="window.__pwned = 5">lien</a> <strong>gras</strong>';
    const view = await render({ cluster: hostile });
    const card = cardOf(view, 'Plancher piégé');
    const assumptions = card.querySelector('dl')!;
    const beton = [...assumptions.querySelectorAll('dt')].find((dt) => dt.textContent === 'Béton')!.nextElementSibling!;
    expect(plain(beton.textContent)).toBe('C25/30 lien gras');
    expect(within(beton as HTMLElement).getByText('gras').tagName).toBe('STRONG');
    expect(view.container.querySelectorAll('script, img, [onerror], [onclick], [href^="javascript"]')).toHaveLength(0);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // The model's own markup is kept: CO<sub>2</sub> in the concrete of the others.
    const other = cardOf(view, DALLE).querySelector('dl')!;
    expect(other.querySelector('strong sub')?.textContent).toBe('2');
  });
});

describe('a lone simulation', () => {
  it("is titled 'Simulation n' without a system, and not marked as the lowest of one", async () => {
    const lone = structuredClone(visitors);
    lone.simulations = [lone.simulations[1]!];
    delete lone.simulations[0]!.data['Système constructif'];
    const view = await render({ cluster: lone });
    expect(cardTitles(view)).toEqual(['Simulation 1']);
    expect(view.getByRole('status').textContent).toBe('1 simulation');
    expect(view.queryByText('Le plus bas')).not.toBeInTheDocument();
  });
});

describe('the comparison chart', () => {
  it('is one table, in the current sort, to one scale with the lowest marked and the reference slab', async () => {
    const view = await render({ cluster: visitors });
    const chartButton = view.getByRole('button', { name: 'Graphique' });
    expect(chartButton).toHaveAttribute('aria-pressed', 'false');
    await user.click(chartButton);
    expect(chartButton).toHaveAttribute('aria-pressed', 'true');
    expect(view.getByRole('button', { name: 'Cartes' })).toHaveAttribute('aria-pressed', 'false');
    expect(view.queryAllByRole('article')).toHaveLength(0);

    const table = view.getByRole('table', { name: 'Comparaison des empreintes carbone, par épaisseur croissante' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Simulation', 'Empreinte carbone (kg CO2 eq/m²)', 'Écart à la dalle pleine béton 20 cm']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((th) => th.querySelector('.oss-carbon-chart__name')!.textContent)).toEqual([
      BETON,
      DALLE,
      PREDALLE,
      ISOLANT,
    ]);
    const lowest = within(table).getByText('Le plus bas').closest('tr')!;
    expect(within(lowest).getByRole('rowheader').textContent).toContain(ISOLANT);
    expect(plain(within(lowest).getAllByRole('cell')[0]!.textContent)).toBe(
      `${fr(lowestFootprint(visitors.simulations)!)} Le plus bas`,
    );

    const reference = visitors.reference;
    expect(reference).toBeGreaterThan(0);
    expect(view.getByText(`Dalle pleine béton 20 cm : ${fr(reference)} kg CO2 eq/m²`)).toBeVisible();
    const scale = Math.max(reference, ...visitors.simulations.map((s) => s.carbonFootprint));
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const name = row.querySelector('.oss-carbon-chart__name')!.textContent!;
      const simulation = simulationOf(visitors, name);
      const bar = row.querySelector<HTMLElement>('.oss-carbon-bars')!;
      expect(parseFloat(bar.style.width)).toBeCloseTo((simulation.carbonFootprint / scale) * 100, 5);
      const line = row.querySelector<HTMLElement>('.oss-carbon-chart__line')!;
      expect(parseFloat(line.style.left)).toBeCloseTo((reference / scale) * 100, 5);
      const gap = Math.round(((simulation.carbonFootprint - reference) / reference) * 100);
      const words = gap < 0 ? `${-gap} % de moins` : gap > 0 ? `${gap} % de plus` : 'Autant que la référence';
      expect(plain(row.querySelector('.oss-carbon-chart__gap')!.textContent)).toBe(words);
    }

    await user.selectOptions(view.getByRole('combobox', { name: 'Trier par' }), 'desc');
    const reversed = await view.findByRole('table', {
      name: 'Comparaison des empreintes carbone, par épaisseur décroissante',
    });
    expect(
      within(reversed)
        .getAllByRole('rowheader')
        .map((th) => th.querySelector('.oss-carbon-chart__name')!.textContent),
    ).toEqual([ISOLANT, PREDALLE, BETON, DALLE]);
  });
});

describe('the actions', () => {
  const names = (view: Awaited<ReturnType<typeof render>>) =>
    view.getAllByRole('button').map((button) => plain(button.textContent));

  it('logged out: export (PDF, and CSV built in the browser), add, new project and save, no delete; each calls the island', async () => {
    const view = await render({ cluster: visitors });
    expect(names(view)).toEqual([
      'Cartes',
      'Graphique',
      'Exporter toutes les simulations en PDF',
      'Exporter en CSV (par module)',
      'Ajouter une simulation',
      'Nouveau projet',
      'Sauvegarder ma simulation',
    ]);
    expect(view.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    expect(view.queryByRole('link')).not.toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Exporter toutes les simulations en PDF' }));
    await user.click(view.getByRole('button', { name: 'Ajouter une simulation' }));
    await user.click(view.getByRole('button', { name: 'Nouveau projet' }));
    await user.click(view.getByRole('button', { name: 'Sauvegarder ma simulation' }));
    for (const call of ['onExport', 'onAdd', 'onNewProject', 'onSave'] as const)
      expect(calls[call]).toHaveBeenCalledTimes(1);
  });

  it('logged in: no save; a delete per simulation named after it and the project’s; the history is named', async () => {
    const view = await render({ cluster: saved, loggedIn: true });
    expect(saved.saved).toBe(true);
    expect(view.queryByRole('button', { name: 'Sauvegarder ma simulation' })).not.toBeInTheDocument();
    const deletes = view.getAllByRole('button', { name: /^Supprimer la simulation/ });
    expect(deletes.map((button) => plain(button.textContent))).toEqual([
      `Supprimer la simulation 2 : ${BETON}`,
      `Supprimer la simulation 1 : ${PREDALLE}`,
    ]);
    await user.click(deletes[1]!);
    expect(calls.onDelete).toHaveBeenCalledWith(simulationOf(saved, PREDALLE).id);
    await user.click(view.getByRole('button', { name: 'Supprimer le projet' }));
    expect(calls.onDeleteCluster).toHaveBeenCalledTimes(1);
    expect(view.getByText('Ces simulations sont enregistrées dans votre historique.')).toBeVisible();
    expect(view.getByRole('link', { name: 'Voir mon historique' })).toHaveAttribute(
      'href',
      '/espace-personnel/#/historique',
    );
  });

  it('from the history: the link back to the list, and no second link to it', async () => {
    const view = await render({ cluster: saved, loggedIn: true, fromHistory: true });
    expect(view.getAllByRole('link')).toHaveLength(1);
    expect(view.getByRole('link', { name: 'Retour à la liste des simulations' })).toHaveAttribute(
      'href',
      '/espace-personnel/#/historique',
    );
  });

  it('a busy export or save says so and ignores clicks', async () => {
    const view = await render({ cluster: visitors, busy: 'export' });
    const exporting = view.getByRole('button', { name: 'Préparation du PDF…' });
    expect(exporting).toHaveAttribute('aria-busy', 'true');
    await user.click(exporting);
    expect(calls.onExport).not.toHaveBeenCalled();
    root!.render(<Harness cluster={visitors} busy="save" />);
    const saving = await view.findByRole('button', { name: 'Sauvegarde…' });
    await user.click(saving);
    expect(calls.onSave).not.toHaveBeenCalled();
    await user.click(view.getByRole('button', { name: 'Exporter toutes les simulations en PDF' }));
    expect(calls.onExport).toHaveBeenCalledTimes(1);
  });
});

describe('no result', () => {
  it("says 'Aucun résultat trouvé', why, and restarts", async () => {
    expect(empty.simulations).toEqual([]);
    const view = await render({ cluster: empty });
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe("Simulations d'empreinte carbone");
    expect(view.getByRole('heading', { level: 3, name: 'Aucun résultat trouvé' })).toBeVisible();
    expect(view.getByText(/^Aucune simulation ne correspond à ces hypothèses/)).toBeVisible();
    expect(view.getAllByRole('button').map((b) => b.textContent)).toEqual(['Recommencer la simulation']);
    await user.click(view.getByRole('button', { name: 'Recommencer la simulation' }));
    expect(calls.onRestart).toHaveBeenCalledTimes(1);
  });
});

describe('sort and lowest (pure)', () => {
  const at = (id: number, thickness: number, carbonFootprint = 10) => ({ id, thickness, carbonFootprint });

  it('sorts by thickness, ties by id in both orders, without touching the list', () => {
    const list = [at(3, 25), at(2, 20), at(1, 20), at(4, 16)];
    expect(sortSimulations(list, 'asc').map((s) => s.id)).toEqual([4, 1, 2, 3]);
    expect(sortSimulations(list, 'desc').map((s) => s.id)).toEqual([3, 1, 2, 4]);
    expect(list.map((s) => s.id)).toEqual([3, 2, 1, 4]);
  });

  it('finds the lowest footprint, none in an empty list', () => {
    expect(lowestFootprint([at(1, 20, 41.2), at(2, 25, 36.2), at(3, 24, 71.5)])).toBe(36.2);
    expect(lowestFootprint([])).toBeNull();
  });
});

describe('the stylesheet', () => {
  it('styles every class the results draw, all prefixed oss-', async () => {
    const view = await render({ cluster: visitors, loggedIn: true });
    await user.click(view.getByRole('button', { name: 'Graphique' }));
    const classes = new Set<string>();
    for (const element of view.container.querySelectorAll('[class]'))
      for (const name of element.classList) classes.add(name);
    await user.click(view.getByRole('button', { name: 'Cartes' }));
    for (const element of view.container.querySelectorAll('[class]'))
      for (const name of element.classList) classes.add(name);
    const own = [...classes].filter((name) => name.startsWith('oss-carbon'));
    expect(own.length).toBeGreaterThan(20);
    expect(own.filter((name) => !CARBON_RESULTS_CSS.includes(`.${name}`))).toEqual([]);
    expect([...classes].every((name) => name.startsWith('oss-'))).toBe(true);
    expect(CARBON_RESULTS_CSS).toContain('@media print');
  });
});
