/**
 * The seismic zone of a site from its zip code's département: the zone most of the département
 * lies in on the French zoning map (décret 2010-1254/1255, art. R563-4 of the code de
 * l'environnement), simplified to one zone per département — a real project reads its commune.
 * Zone 5 only in the Antilles; the Alps, Pyrenees, Provence and Alsace at 3–4; the west and centre
 * at 2; the Paris basin, the north and the south-west plain at 1.
 *
 * The zoning is by commune, and a département often spans two zones (Nice, 06, is in zone 4, most
 * of the Alpes-Maritimes in 3–4): the tunnel proposes this zone, says it comes from the
 * département, and lets the visitor correct it; the answer is what the model uses. No
 * well-kept public package gives the commune-level zoning offline, so the proposal stays by
 * département (the official list: annex of art. D563-8-1 of the code de l'environnement).
 */
const ZONES: Record<string, number> = {
  ...Object.fromEntries(['971', '972'].map((d) => [d, 5])),
  ...Object.fromEntries(['64', '65', '66'].map((d) => [d, 4])),
  ...Object.fromEntries(
    ['04', '05', '06', '09', '13', '31', '38', '68', '73', '74', '83', '84', '976'].map((d) => [d, 3]),
  ),
  ...Object.fromEntries(
    ['01', '03', '07', '11', '14', '15', '16', '17', '19', '21', '22', '23', '25', '26', '29', '30', '34', '35', '37']
      .concat(['39', '42', '43', '44', '49', '50', '53', '56', '61', '63', '67', '69', '70', '71', '72', '79', '85'])
      .concat(['86', '87', '88', '90', '2A', '2B'])
      .map((d) => [d, 2]),
  ),
};

/** The département of a 5-digit zip ('2A'/'2B' for Corsica, 3 digits overseas), null otherwise. */
export function departmentOf(zip: string): string | null {
  if (!/^\d{5}$/.test(zip)) return null;
  if (zip.startsWith('97')) return zip.slice(0, 3);
  if (zip.startsWith('20')) return Number(zip) < 20200 ? '2A' : '2B';
  return zip.slice(0, 2);
}

/** The site's zone (1–5), or null when the zip is not a French one. */
export function seismicZoneOf(zip: string): number | null {
  const department = departmentOf(zip);
  return department === null ? null : (ZONES[department] ?? 1);
}

/** The zone the visitor answered (1–5), else the département's; 1 when neither is known. */
export function answeredSeismicZone(answer: string | undefined, zip: string): number {
  const zone = Number(answer);
  if (Number.isInteger(zone) && zone >= 1 && zone <= 5) return zone;
  return seismicZoneOf(zip) ?? 1;
}
