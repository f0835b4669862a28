/**
 * Dates as the spec shows them (account-layer §9), one rule for the screens and the reference
 * API's PDFs (pdf/french.ts): `dd/mm/yyyy`, and `Le dd/mm/yyyy à HhM` for
 * carbon clusters. The spec pads the day and month (two letters each) but not the hour (one
 * `H`): '7h05', as French writes times; minutes keep two digits ('7h5' is not a time anyone
 * writes). Paris time: the sites serve France whatever the visitor's clock says.
 */
const TIME_ZONE = 'Europe/Paris';

const day = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const time = new Intl.DateTimeFormat('fr-FR', {
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** '2026-11-21T09:05:00Z' → '21/11/2026'; an unreadable date → '' rather than 'Invalid Date'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : day.format(date);
}

/** '2026-11-21T09:05:00Z' → 'Le 21/11/2026 à 10h05'; '2026-11-21T06:05:00Z' → 'Le 21/11/2026 à 7h05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(time.formatToParts(date).map((p) => [p.type, p.value]));
  return `Le ${day.format(date)} à ${parts.hour}h${parts.minute}`;
}
