import type { Rupteur } from '@/src/contracts/thermal/rupteur';

/** Lower case, without accents, spaces or punctuation kept apart: 'Linéo' finds 'lineo'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

type Searched = Pick<Rupteur, 'name' | 'range' | 'certification1' | 'certification2'>;

/**
 * What a rupteur is found by: its name, its range ('Gamme haute performance': the data's, not
 * the name's, which some of the range do not carry) and its certificates' names.
 */
const wordsOf = (rupteur: Searched) =>
  fold(
    [rupteur.name, rupteur.range, rupteur.certification1?.name, rupteur.certification2?.name].filter(Boolean).join(' '),
  );

/**
 * The rupteurs the search field keeps: every word typed is in the rupteur's name or
 * in one of its certificates ('20/16-372' finds the rupteur under Avis Technique 20/16-372_V2).
 * An empty field keeps them all. Pure, so that it runs on every keystroke without a request.
 */
export function searchRupteurs<R extends Searched>(rupteurs: readonly R[], query: string): readonly R[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rupteurs;
  return rupteurs.filter((rupteur) => {
    const text = wordsOf(rupteur);
    return words.every((word) => text.includes(word));
  });
}
