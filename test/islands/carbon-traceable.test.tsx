/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { exampleValues } from '@/demo-pages/reference-api/carbon/examples';
import { carbonFactorData } from '@/demo-pages/reference-api/data/carbon-factors';
import { fillPath } from '@/src/contracts/call';
import {
  downloadClusterRecap,
  getCarbonCluster,
  submitCarbonSimulation,
  type CarbonCluster,
} from '@/src/contracts/carbon/tunnel';
import { fileSaver } from '@/src/ui/save-file';
import { ResultsView } from '@/widgets/carbon-simulator/results/results-view';
import { pdfText } from '@/test/reference-api/thermal-rapport-read';
import { expectOk, startApi } from '@/test/support/reference-api';
import { loginSeededUser } from '@/test/support/tools-flows';

/**
 * A carbon figure must be traceable: one carbon simulation recomputed by hand from the documented factors
 * (data/carbon-factors.json) and modules, matched against the screen, the PDF and the CSV to the
 * rounding each shows. The floor: 'Poutrelles et entrevous isolants' (the example), 6.20 m → a
 * 20+5 section with wood-fibre blocks, C25/30 CEM III/A, thermal breaks, Paris (seismic zone 1).
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const factor = (id: string) => carbonFactorData().find((f) => f.id === id)!;
const r2 = (value: number) => Math.round(value * 100) / 100;

/** The quantities per m² (carbon/systems.ts: 20+4 row, slab raised to 5 cm; factors.ts: 0.4 m of edge). */
const CONCRETE_M3 = 0.092 + 0.01;
const WIRE_KG = 1.9;
const MESH_KG = 1.6;
const WOOD_FIBRE_KG = 17;
const EDGE_M = 0.4;

let cluster: CarbonCluster;
let pdf: string;
beforeAll(async () => {
  const api = await startApi('carbone');
  const { token } = await loginSeededUser(api);
  const { zipCode, projectName, path, ...step2 } = exampleValues('entrevous-isolant', '75011', 'Îlot Voltaire');
  const body = {
    step1: { zipCode: zipCode!, projectName: projectName!, path: path! },
    step2: Object.entries(step2).map(([field, value], index) => ({ index, field, value })),
  };
  const id = expectOk(await api.call(submitCarbonSimulation, { body, token })).datas.cluster;
  cluster = expectOk(await api.call(getCarbonCluster, { params: { id }, token })).datas;
  const response = await api.raw('GET', fillPath(downloadClusterRecap.path, { id }), {
    headers: { authorization: `Bearer ${token}` },
  });
  const pages = (await pdfText([new Uint8Array(await response.arrayBuffer())]))[0]!;
  pdf = pages
    .flat()
    .join(' ')
    .replace(/[\u00a0\u202f]/g, ' ');
});

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

async function renderResults() {
  const container = document.createElement('div');
  container.className = 'oss-root';
  document.body.append(container);
  root = createRoot(container);
  const noop = () => undefined;
  root.render(
    <ResultsView
      cluster={cluster}
      sort="asc"
      loggedIn
      fromHistory={false}
      busy={null}
      {...{ onSort: noop, onExport: noop, onAdd: noop, onNewProject: noop, onSave: noop }}
      {...{ onDelete: noop, onDeleteCluster: noop, onRestart: noop }}
    />,
  );
  const view = within(container);
  await view.findByRole('heading', { level: 2 });
  return view;
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

describe('one carbon simulation, by hand', () => {
  test('the data file holds the factors used, by module', () => {
    expect(factor('beton-cem-iii-a')).toMatchObject({ modules: { a1a3: 178, a4a5: 17, b: 0, c1c4: 15 }, d: -4 });
    expect(factor('acier-precontrainte')).toMatchObject({ modules: { a1a3: 1.21, a4a5: 0.05, b: 0, c1c4: 0.04 } });
    expect(factor('acier-armature')).toMatchObject({ modules: { a1a3: 0.92, a4a5: 0.04, b: 0, c1c4: 0.04 } });
    expect(factor('entrevous-fibre-bois')).toMatchObject({
      modules: { a1a3: 0.36, a4a5: 0.04, b: 0, c1c4: 0.05 },
      d: -0.1,
      biogenic: 1.6,
      declaration: 'FDES individuelle',
    });
    expect(factor('rupteur-thermique')).toMatchObject({ modules: { a1a3: 6.5, a4a5: 0.4, b: 0, c1c4: 0.6 }, d: -0.5 });
  });

  test('the model answers what the hand computes', () => {
    const [concrete, steel, blocks, breaks] = cluster.simulations[0]!.bars;
    // Concrete: 0.102 m³ × 178 = 18.16, × 17 = 1.73, × 15 = 1.53 → 21.42 → 21.4; D 0.102 × −4 = −0.41.
    expect(concrete!.modules).toEqual({ a1a3: 18.16, a4a5: 1.73, b: 0, c1c4: 1.53, d: -0.41, biogenic: 0 });
    expect(r2(CONCRETE_M3 * 178)).toBe(18.16);
    expect(concrete!.value).toBe(21.4);
    // Steel: 1.9 kg × 1.21 = 2.30 + 1.6 kg × 0.92 = 1.47 → 3.77; A4–A5 0.10 + 0.06; C1–C4 0.08 + 0.06 → 4.07 → 4.1.
    expect(r2(WIRE_KG * 1.21) + r2(MESH_KG * 0.92)).toBeCloseTo(3.77, 10);
    expect(steel!.modules).toMatchObject({ a1a3: 3.77, a4a5: 0.16, b: 0, c1c4: 0.14 });
    expect(steel!.value).toBe(4.1);
    // Wood fibre: 17 kg × 0.36 = 6.12, × 0.04 = 0.68, × 0.05 = 0.85 → 7.65 → 7.7; stored 17 × 1.6 = 27.2, apart.
    expect(blocks!.modules).toEqual({ a1a3: 6.12, a4a5: 0.68, b: 0, c1c4: 0.85, d: -1.7, biogenic: 27.2 });
    expect(r2(WOOD_FIBRE_KG * 1.6)).toBe(27.2);
    expect(blocks!.value).toBe(7.7);
    // Thermal breaks: 0.4 m × 6.5 = 2.6, × 0.4 = 0.16, × 0.6 = 0.24 → 3.0.
    expect(breaks!.modules).toEqual({ a1a3: 2.6, a4a5: 0.16, b: 0, c1c4: 0.24, d: -0.2, biogenic: 0 });
    expect(r2(EDGE_M * 6.5)).toBe(2.6);
    // Footprint: 21.4 + 4.1 + 7.7 + 3.0 = 36.2; nothing subtracted for the wood; D −2.94 apart.
    const simulation = cluster.simulations[0]!;
    expect(simulation.carbonFootprint).toBe(36.2);
    expect(simulation.acvCarbonFootprint).toBe(36.2);
    expect(simulation.modules).toEqual({ a1a3: 30.65, a4a5: 2.73, b: 0, c1c4: 2.76, d: -2.94, biogenic: 27.2 });
    expect(simulation.bars.map((bar) => bar.pdfPercentage)).toEqual([59, 11, 21, 9]);
  });

  test('the screen shows the same figures, rounded to 0.1', async () => {
    const view = await renderResults();
    const card = view.getByRole('article', { name: 'Poutrelles et entrevous isolants' });
    expect(plain(card.querySelector('.oss-carbon-card__footprint-value')!.textContent)).toBe('36,2 kg CO2 eq/m²');
    const legend = within(card).getByRole('list', { name: "Répartition de l'empreinte" });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual([
      'Béton 59 % · 21,4 kg CO2 eq/m²',
      'Acier 11 % · 4,1 kg CO2 eq/m²',
      'Entrevous biosourcés 21 % · 7,7 kg CO2 eq/m²',
      'Rupteurs thermiques 9 % · 3 kg CO2 eq/m²',
    ]);
    expect(plain(within(card).getByText(/^Par module/).textContent)).toBe(
      'Par module : A1–A3 30,7 · A4–A5 2,7 · B 0 · C1–C4 2,8',
    );
    expect(plain(within(card).getByText(/^Module D/).textContent)).toBe(
      'Module D, à part (non additionné) : -2,9 kg CO2 eq/m²',
    );
    expect(plain(within(card).getByText(/^Carbone biogénique/).textContent)).toBe(
      'Carbone biogénique stocké, à part (non déduit) : 27,2 kg CO2 eq/m²',
    );
    expect(view.getByText(/^Par m² de plancher, en kg CO2 eq/)).toBeVisible();
  });

  test('the PDF says the same, with what the figure covers', () => {
    expect(pdf).toContain('Empreinte carbone : 36,2 kg CO₂ eq/m²');
    expect(pdf).toContain('Module A1–A3 | 30,7 kg CO₂ eq/m²');
    expect(pdf).toContain('Module D, à part | -2,9 kg CO₂ eq/m²');
    expect(pdf).toContain('Carbone biogénique, à part | 27,2 kg CO₂ eq/m²');
    expect(pdf).toContain('Béton · 21,4 kg – 59 %');
    expect(pdf).toContain('Entrevous biosourcés · 7,7 kg – 21 %');
    expect(pdf).toContain('Le module D (au-delà du cycle de vie) est donné à part');
  });

  test("the card's 'Sources' names each part's factors as the data file declares them, as sample data", async () => {
    const view = await renderResults();
    const sources = view.getByText('Sources', { selector: 'summary' });
    await userEvent.setup().click(sources);
    expect(sources.closest('details')).toHaveAttribute('open');
    const items = within(sources.closest('details')!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    const said = (part: string, id: string) => {
      const f = factor(id);
      return `${part} : ${f.label} — ${f.declaration}, ${f.functionalUnit}, DVR ${f.dvrYears} ans, édition ${f.date}, donnée d’exemple`;
    };
    expect(items).toEqual([
      said('Béton', 'beton-cem-iii-a'),
      said('Acier', 'acier-precontrainte'),
      said('Acier', 'acier-armature'),
      said('Entrevous biosourcés', 'entrevous-fibre-bois'),
      said('Rupteurs thermiques', 'rupteur-thermique'),
    ]);
  });

  test('the CSV, downloaded from the results, has a line per part and module with the same values', async () => {
    const save = jest.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const view = await renderResults();
    await userEvent.setup().click(view.getByRole('button', { name: 'Exporter en CSV (par module)' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('empreinte-carbone-ilot-voltaire.csv');
    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      "Projet;Code postal;Simulation;Système constructif;Épaisseur (cm);Partie;Module;kg CO2 eq/m²;Compté dans l'empreinte;" +
        "Portée (cm);Zone sismique;Classe de béton;Ciment;Facteur d'émission;Déclaration;Unité fonctionnelle;DVR (ans);Date;Référence",
    );
    const row = 'Îlot Voltaire;75011;1;Poutrelles et entrevous isolants;25;';
    // The inputs of the example (620 cm, Paris: zone 1, C25/30 CEM III/A), then each part's factors from the data file.
    const inputs = ';620;1;C25/30;CEM III/A';
    const facts = (...ids: string[]) => {
      const fs = ids.map(factor);
      const col = (read: (f: (typeof fs)[number]) => string) => fs.map(read).join(' + ');
      return [
        col((f) => f.label),
        col((f) => f.declaration),
        col((f) => f.functionalUnit),
        col((f) => String(f.dvrYears)),
        col((f) => f.date),
        col(() => 'donnée d’exemple'),
      ]
        .map((cell) => (/[;"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
        .join(';');
    };
    expect(lines).toContain(`${row}Béton;A1–A3;18,16;oui${inputs};${facts('beton-cem-iii-a')}`);
    expect(lines).toContain(`${row}Acier;C1–C4;0,14;oui${inputs};${facts('acier-precontrainte', 'acier-armature')}`);
    expect(lines).toContain(`${row}Entrevous biosourcés;D;-1,7;non${inputs};${facts('entrevous-fibre-bois')}`);
    expect(lines).toContain(
      `${row}Entrevous biosourcés;Carbone biogénique stocké;27,2;non${inputs};${facts('entrevous-fibre-bois')}`,
    );
    expect(lines).toContain(`${row}Rupteurs thermiques;A4–A5;0,16;oui${inputs};${facts('rupteur-thermique')}`);
    expect(lines).toContain(`${row}Empreinte carbone;A1–C4;36,2;oui${inputs};;;;;;`);
    expect(facts('acier-precontrainte', 'acier-armature')).toContain(
      'Donnée environnementale par défaut RE2020 + FDES collective',
    );
    // 4 parts × (4 modules + D) + the wood's biogenic line + the total, the header, the last CRLF.
    expect(lines).toHaveLength(4 * 5 + 1 + 1 + 1 + 1);
    save.mockRestore();
  });
});
