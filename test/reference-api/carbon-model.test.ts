import {
  carbonModel,
  referenceBasis,
  referenceSlabFootprint,
  type CarbonInput,
} from '@/demo-pages/reference-api/carbon/model';
import { loadCarbonFactorsFromSeed } from '@/test/support/carbon-factors';

const base: CarbonInput = {
  systemType: 'entrevous-beton',
  span: 500,
  compressionSlab: null,
  concreteClass: 'C25/30',
  cementType: 'cem-ii-a',
  cementContent: null,
  cementFactor: null,
  thermalBreak: false,
  seismicZone: 1,
  bio: false,
};

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;

beforeAll(loadCarbonFactorsFromSeed);

describe('the carbon model', () => {
  it('adds concrete, steel and blocks of a 16+4 concrete-block floor as the floor site does', () => {
    const result = carbonModel(base)!;
    // 0.085 × 290 + 1.7 × 1.3 + 1.3 × 1.0 + 100 × 0.13 — floor/carbon.ts puts it at 41 with CEM II/A.
    expect(result.parts.map((p) => [p.label, p.value])).toEqual([
      ['Béton', 24.7],
      ['Acier', 3.5],
      ['Entrevous', 13],
    ]);
    expect(result.carbonFootprint).toBe(41.2);
    expect(result.acvCarbonFootprint).toBe(41.2);
    expect(result.thickness).toBe(20);
    expect(result.data['Béton']).toBe('C25/30, CEM II/A (<strong>290 kg CO<sub>2</sub> eq/m³</strong>)');
    // By module: 0.085 m³ × (258, 17, 0, 15; D −4) of data/carbon-factors.json.
    expect(result.parts[0]!.modules).toEqual({ a1a3: 21.93, a4a5: 1.45, b: 0, c1c4: 1.28, d: -0.34, biogenic: 0 });
  });

  it('gives totals equal to the sum of the parts and bars adding up to exactly 100 for every system', () => {
    const systems = ['entrevous-beton', 'entrevous-isolant', 'predalle', 'dalle-pleine'] as const;
    for (const systemType of systems)
      for (const span of [300, 430, 500, 610, 700])
        for (const thermalBreak of [false, true]) {
          const result = carbonModel({ ...base, systemType, span, thermalBreak, seismicZone: 4 })!;
          expect(result.carbonFootprint).toBe(sum(result.parts.map((p) => p.value)));
          for (const part of result.parts)
            expect(part.value).toBe(sum([part.modules.a1a3, part.modules.a4a5, part.modules.b, part.modules.c1c4]));
          // D lies beyond the life cycle: negative (recycling), never in the footprint.
          expect(result.modules.d).toBeLessThan(0);
          expect(result.bars.reduce((total, bar) => total + bar.pdfPercentage, 0)).toBe(100);
          // Published FDES of floors: about 25–110 kg CO2 eq/m²; a 28 cm slab at 80 kg/m³ of rebar with
          // zone 4's extra steel (the top of this grid, 110.4 for a prédalle at 7 m) goes a little beyond.
          expect(result.carbonFootprint).toBeGreaterThan(20);
          expect(result.carbonFootprint).toBeLessThan(115);
        }
  });

  it('orders the cements CEM III/A < CEM II/A < CEM I and lets a custom concrete follow its cement content', () => {
    const total = (input: Partial<CarbonInput>) => carbonModel({ ...base, ...input })!.carbonFootprint;
    expect(total({ cementType: 'cem-iii-a' })).toBeLessThan(total({ cementType: 'cem-ii-a' }));
    expect(total({ cementType: 'cem-ii-a' })).toBeLessThan(total({ cementType: 'cem-i' }));
    const custom = carbonModel({ ...base, cementType: 'custom', cementContent: 300, cementFactor: 0.5 })!;
    // 300 × 0.5 in A1–A3 + the rest of the mix: 8 + 17 + 0 + 15
    expect(custom.data['Béton']).toContain('190 kg CO<sub>2</sub> eq/m³');
    expect(total({ concreteClass: 'C35/45' })).toBeGreaterThan(total({ concreteClass: 'C25/30' }));
  });

  it('counts the thermal breaks and the seismic steel, and reports the biogenic carbon apart', () => {
    const plain = carbonModel(base)!;
    expect(carbonModel({ ...base, thermalBreak: true })!.carbonFootprint).toBe(
      Math.round((plain.carbonFootprint + 3) * 10) / 10,
    );
    expect(carbonModel({ ...base, seismicZone: 5 })!.parts[1]!.value).toBeGreaterThan(plain.parts[1]!.value);
    const bio = carbonModel({ ...base, bio: true })!;
    expect(bio.bio).toBe(true);
    // 14 kg of wood fibre stores 14 × 1.6 = 22.4 kg CO2 eq: reported apart, not subtracted (EN 15804+A2).
    expect(bio.modules.biogenic).toBe(22.4);
    expect(bio.acvCarbonFootprint).toBe(bio.carbonFootprint);
    // 0.085 × 290 + 1.7 × 1.3 + 1.3 × 1.0 + 14 × 0.45
    expect(bio.carbonFootprint).toBe(34.5);
    expect(bio.data['Stockage carbone biogénique']).toBe(
      '22,4 kg CO<sub>2</sub> eq/m², donné à part, non déduit de l’empreinte',
    );
    // No blocks, no bio-based option.
    expect(carbonModel({ ...base, systemType: 'predalle', bio: true })!.bio).toBe(false);
  });

  it('thickens the compression slab when asked and has no result beyond a system’s span', () => {
    expect(carbonModel({ ...base, span: 620, compressionSlab: 6 })!.thickness).toBe(26);
    expect(carbonModel({ ...base, systemType: 'dalle-pleine', span: 750 })).toBeNull();
    expect(carbonModel({ ...base, span: 800 })).toBeNull();
  });

  it('computes the 20 cm solid slab of reference: 0.2 m³ × 290 + 16 kg of rebar (80 kg/m³) × 1.0', () => {
    expect(referenceSlabFootprint()).toBe(74);
    expect(referenceBasis()).toContain('20 cm');
    expect(referenceBasis()).toContain('16 kg d’armatures par m² (80 kg/m³)');
  });
});
