import type { InfillFamily, SystemDocument } from './types';

/**
 * The documents of a system: its family's Avis Technique and laying instructions, its own
 * technical sheet and FDES, and its product page on the floor site. Numbers and dates are
 * invented but shaped like the real ones (CSTB Avis Techniques of group 3.3 'Planchers', FDES
 * of the INIES base). Files only get a name here; the solution routes serve and measure them.
 */

interface FamilyPapers {
  avis: { number: string; date: string; subject: string };
  notice: { date: string; subject: string };
}

const FAMILY_PAPERS: Record<InfillFamily, FamilyPapers> = {
  'entrevous-beton': {
    avis: {
      number: '3.3/21-1046_V1',
      date: '2021-06-14',
      subject: 'planchers à poutrelles précontraintes et entrevous béton',
    },
    notice: { date: '2023-03-02', subject: 'entrevous béton' },
  },
  'entrevous-polystyrene': {
    avis: {
      number: '3.3/22-1089_V2',
      date: '2022-11-08',
      subject: 'planchers à poutrelles précontraintes et entrevous en polystyrène expansé',
    },
    notice: { date: '2024-01-22', subject: 'entrevous polystyrène' },
  },
  'entrevous-bois': {
    avis: {
      number: '3.3/23-1112_V1',
      date: '2023-09-27',
      subject: 'planchers à poutrelles précontraintes et entrevous en fibre de bois',
    },
    notice: { date: '2024-05-13', subject: 'entrevous fibre de bois' },
  },
};

const fileName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '');

/** `fdesDate`: the day the system's own FDES was verified (YYYY-MM-DD). */
export function systemDocuments(
  slug: string,
  libelle: string,
  family: InfillFamily,
  fdesDate: string,
): SystemDocument[] {
  const { avis, notice } = FAMILY_PAPERS[family];
  return [
    {
      libelle: `Avis Technique ${avis.number} – ${avis.subject}`,
      kind: 'Avis technique',
      date: avis.date,
      downloadable: true,
      file: `avis-technique-${fileName(avis.number)}.pdf`,
    },
    {
      libelle: `Fiche technique – ${libelle}`,
      kind: 'Fiche technique',
      date: '2025-02-03',
      downloadable: true,
      file: `fiche-technique-${slug}.pdf`,
    },
    { libelle: `FDES – ${libelle}`, kind: 'FDES', date: fdesDate, downloadable: true, file: `fdes-${slug}.pdf` },
    {
      libelle: `Notice de pose – ${notice.subject}`,
      kind: 'Notice de pose',
      date: notice.date,
      downloadable: true,
      file: `notice-de-pose-${family}.pdf`,
    },
    {
      libelle: `Page produit – ${libelle}`,
      kind: 'Page produit',
      date: '2025-09-01',
      downloadable: false,
      path: `/systemes/${slug}/`,
    },
  ];
}
