import { nullable, number, object, optional, type Infer } from 'superstruct';
import { defineCall } from '../call';
import { NoDatas, success } from '../envelope';
import { Email, Name, Required } from '../fields';

/**
 * Contact with the design office (floor-and-carbon-tools §3 'Agency contact payload', §5 'Agency
 * contact', §7 `POST /api/agency/contact/`). Public: anonymous visitors may ask (§2.1 empty state).
 * The message goes to the outbox of the design office of the simulation's department (the first
 * agency's e-mails when no simulation is named), with the simulation's answers and solutions.
 * Refused: 400 with `error` naming the fields ('Champ obligatoire', 'E-mail invalide').
 */
export const AgencyContactBody = object({
  phone: Name,
  lastname: Name,
  firstname: Name,
  company: Name,
  // The body of the mail, several lines allowed; never a header.
  message: Required,
  email: Email,
  simulation: optional(nullable(number())),
});
export type AgencyContactBody = Infer<typeof AgencyContactBody>;

export const contactAgency = defineCall({
  name: 'contactAgency',
  method: 'POST',
  path: '/api/agency/contact/',
  auth: 'public',
  sendsMail: true,
  body: AgencyContactBody,
  answer: success(NoDatas),
});
