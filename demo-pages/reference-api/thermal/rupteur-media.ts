import type { RupteurDef } from '../data/thermal-data';

/** The visual's file name: `rupteur-{uuid}-{slug}.png`. */
export function visualOf(rupteur: Pick<RupteurDef, 'uuid' | 'name'>): string {
  const slug = rupteur.name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `rupteur-${rupteur.uuid}-${slug}.png`;
}

/** The manufacturer's site (fictitious, reserved .example domain): product sheets, reference pages, certificates. */
export const MAKER_SITE = 'https://www.rupteurs.example';
