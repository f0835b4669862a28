import type { Agency as AgencyAnswer } from '@/src/contracts/floor/simulator';
import { departmentOf } from './climate';
import type { Agency } from './types';

/**
 * The design offices (bureaux d'étude) and the departments each covers. Every metropolitan
 * department has one except Corsica (2A, 2B) and Lozère (48), and no overseas department has
 * one: a postal code there answers `agency: null` (the configurator then offers no contact).
 */

const agency = (libelle: string, mailbox: string, phone: string, departments: string): Agency => ({
  libelle,
  emails: [`${mailbox}@plancher.exemple.fr`, 'bureau-etude@plancher.exemple.fr'],
  phone,
  departments: departments.split(' '),
});

export const AGENCIES: Agency[] = [
  agency("Bureau d'étude Île-de-France", 'be.idf', '01 45 67 20 10', '75 77 78 91 92 93 94 95'),
  agency("Bureau d'étude Hauts-de-France", 'be.nord', '03 20 41 55 60', '02 59 60 62 80'),
  agency("Bureau d'étude Normandie", 'be.normandie', '02 35 18 42 70', '14 27 50 61 76'),
  agency("Bureau d'étude Grand Est", 'be.grandest', '03 88 24 61 30', '08 10 51 52 54 55 57 67 68 88'),
  agency("Bureau d'étude Bourgogne-Franche-Comté", 'be.bfc', '03 80 73 19 45', '21 25 39 58 70 71 89 90'),
  agency("Bureau d'étude Bretagne – Pays de la Loire", 'be.ouest', '02 99 31 48 22', '22 29 35 44 49 53 56 72 85'),
  agency("Bureau d'étude Centre-Val de Loire", 'be.centre', '02 47 66 30 81', '18 28 36 37 41 45'),
  agency("Bureau d'étude Nouvelle-Aquitaine", 'be.aquitaine', '05 56 79 12 40', '16 17 19 23 24 33 40 47 64 79 86 87'),
  agency("Bureau d'étude Occitanie", 'be.occitanie', '05 61 52 87 16', '09 11 12 30 31 32 34 46 65 66 81 82'),
  agency("Bureau d'étude Auvergne-Rhône-Alpes", 'be.aura', '04 72 33 58 90', '01 03 07 15 26 38 42 43 63 69 73 74'),
  agency("Bureau d'étude Provence-Alpes-Côte d'Azur", 'be.paca', '04 91 37 62 05', '04 05 06 13 83 84'),
];

/** The departments no design office covers (documented above; tests check the list). */
export const UNCOVERED_DEPARTMENTS = ['2A', '2B', '48'];

const BY_DEPARTMENT = new Map(AGENCIES.flatMap((a) => a.departments.map((d) => [d, a] as const)));

/** The design office of a postal code's department, as the answers carry it; null when none covers it. */
export function agencyForZip(zip: string): AgencyAnswer | null {
  const department = departmentOf(zip);
  const found = department === null ? undefined : BY_DEPARTMENT.get(department);
  return found ? { libelle: found.libelle, emails: [...found.emails], phone: found.phone } : null;
}
