import { searchRupteurs } from './rupteur-search';

const at = (n: string) => ({ name: `Avis Technique ${n}`, url: '' });
const RUPTEURS = [
  { name: 'Rupteur Linéo L140 Haute Performance', certification1: at('20/16-372_V2'), certification2: null },
  { name: 'Rupteur Monomur BM-42 Standard', certification1: at('3.1/15-812_V2'), certification2: null },
  { name: 'Thermo-prédalle TPR', range: 'Gamme haute performance', certification1: null, certification2: null },
];
const names = (query: string) => searchRupteurs(RUPTEURS, query).map((r) => r.name);

describe('the library search field', () => {
  it('keeps every rupteur while empty', () => {
    expect(names('  ')).toHaveLength(3);
  });

  it('finds a rupteur by its Avis Technique number, its name without accents, or its range', () => {
    expect(names('20/16-372')).toEqual(['Rupteur Linéo L140 Haute Performance']);
    expect(names('lineo')).toEqual(['Rupteur Linéo L140 Haute Performance']);
    expect(names('PRÉDALLE')).toEqual(['Thermo-prédalle TPR']);
    // The TPR's name does not say its range; the data does.
    expect(names('haute performance')).toEqual(['Rupteur Linéo L140 Haute Performance', 'Thermo-prédalle TPR']);
  });

  it('wants every word typed, and finds nothing for an unknown number', () => {
    expect(names('monomur standard')).toEqual(['Rupteur Monomur BM-42 Standard']);
    expect(names('monomur haute')).toEqual([]);
    expect(names('99/99-999')).toEqual([]);
  });
});
