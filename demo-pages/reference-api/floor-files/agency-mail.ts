import type { AgencyContactBody } from '@/src/contracts/floor/agency';
import type { Agency } from '@/src/contracts/floor/simulator';
import type { ApiContext } from '../context';
import { agencyForZip, AGENCIES, findSystem } from '../floor/catalogue';
import { sendMail } from '../outbox/outbox';
import { catalogueLimit } from '../floor/limits';
import { answerRows } from './answer-rows';
import type { SolutionSimulation } from './simulation';

/**
 * The design office a request goes to: the one of the simulation's department (`agencyForZip`),
 * else the first of the list (Île-de-France), which also answers for the departments no office
 * covers and for a request without a simulation, as the contract says.
 */
export function agencyFor(simulation: SolutionSimulation | null): Agency {
  const agency = simulation ? agencyForZip(simulation.zip) : null;
  if (agency) return agency;
  const first = AGENCIES[0]!;
  return { libelle: first.libelle, emails: [...first.emails], phone: first.phone };
}

function simulationLines(simulation: SolutionSimulation | null): string[] {
  if (!simulation) return ['Aucune simulation jointe à la demande.'];
  // The solutions as the visitor saw them at submit (the catalogue may have changed since).
  const solutions = simulation.solutions.map((slug) => `- ${findSystem(slug)?.libelle ?? slug}`);
  return [
    `Simulation n° ${simulation.id} « ${simulation.name} » :`,
    ...answerRows(simulation.answers).map(([label, value]) => `- ${label} : ${value}`),
    '',
    solutions.length ? 'Solutions recommandées :' : 'Aucune solution recommandée pour ces réponses.',
    ...solutions,
    ...limitLines(simulation),
  ];
}

/** Past the catalogue (beyond the spec): the limit the answers pass, computed again from them. */
function limitLines(simulation: SolutionSimulation): string[] {
  const limit = simulation.solutions.length === 0 ? catalogueLimit(simulation.answers) : null;
  return limit ? ['', `Limite du catalogue : ${limit.message}`] : [];
}

/** The request as the design office reads it: its subject and text, and the office it goes to. */
export function agencyMail(body: AgencyContactBody, simulation: SolutionSimulation | null) {
  const agency = agencyFor(simulation);
  const visitor = `${body.firstname.trim()} ${body.lastname.trim()}`;
  const text = [
    `Bonjour,`,
    '',
    `${visitor} (${body.company.trim()}) demande à être recontacté par le ${agency.libelle}.`,
    '',
    'Son message :',
    body.message.trim(),
    '',
    'Coordonnées :',
    `- Nom : ${visitor}`,
    `- Entreprise : ${body.company.trim()}`,
    `- E-mail : ${body.email.trim()}`,
    `- Téléphone : ${body.phone.trim()}`,
    '',
    ...simulationLines(simulation),
  ].join('\n');
  return { agency, subject: `Demande de contact – ${visitor}, ${body.company.trim()}`, text };
}

/**
 * §7 agency contact: one e-mail to each address of the design office, with the visitor's message,
 * their contact details, and the simulation's answers and recommended solutions.
 */
export async function sendAgencyMails(
  ctx: ApiContext,
  body: AgencyContactBody,
  simulation: SolutionSimulation | null,
): Promise<Agency> {
  const { agency, subject, text } = agencyMail(body, simulation);
  for (const to of agency.emails) await sendMail(ctx, { site: 'plancher', to, subject, text, links: [] });
  return agency;
}
