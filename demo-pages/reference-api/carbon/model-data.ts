import type { Modules } from '../data/carbon-modules';
import { CEMENT_LABELS } from './factors';
import { blockFamily, concreteFactor, steelRatioOf, type CarbonInput, type CarbonPart } from './model-rules';
import { SYSTEM_LABELS, type Geometry } from './systems';

const CO2 = 'kg CO<sub>2</sub> eq';
const fr = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');

/** The assumptions of a simulation (§3 `data`: label → value, HTML allowed), from the model's own figures. */
export function dataOf(
  input: CarbonInput,
  geometry: Geometry,
  parts: CarbonPart[],
  modules: Modules,
): Record<string, string> {
  const cement = input.cementType === 'custom' ? 'ciment personnalisé' : CEMENT_LABELS[input.cementType];
  const data: Record<string, string> = {
    'Système constructif': SYSTEM_LABELS[input.systemType],
    Portée: `${input.span} cm`,
    'Épaisseur du plancher': `${geometry.section} (${geometry.thickness} cm)`,
    Béton: `${input.concreteClass}, ${cement} (<strong>${concreteFactor(input)} ${CO2}/m³</strong>)`,
    Acier: `${fr((geometry.wire + geometry.rebar) * steelRatioOf(input))} kg/m² (zone sismique ${input.seismicZone}${input.reinforcedChaining ? ', chaînages renforcés' : ''})`,
  };
  if (geometry.blocks) {
    const family = blockFamily(input);
    const name = { beton: 'béton', isolant: 'polystyrène expansé', bio: 'fibre de bois' }[family];
    data.Entrevous = `${name}, ${fr(geometry.blocks[family])} kg/m²`;
  }
  const breaks = parts.find((part) => part.label === 'Rupteurs thermiques');
  data['Rupteurs thermiques'] = breaks ? `oui (<strong>${fr(breaks.value)} ${CO2}/m²</strong>)` : 'non';
  if (input.bio)
    data['Stockage carbone biogénique'] = `${fr(modules.biogenic)} ${CO2}/m², donné à part, non déduit de l’empreinte`;
  return data;
}
