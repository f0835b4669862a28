import type { AgencyContactBody } from '@/src/contracts/floor/agency';

/** A design-office contact as a visitor fills it, without its e-mail: each test gives its own. */
export const AGENCY_CONTACT: Omit<AgencyContactBody, 'email'> = {
  phone: '06 12 34 56 78',
  lastname: 'Durand',
  firstname: 'Paul',
  company: 'Maçonnerie Durand',
  message: 'Pouvez-vous rappeler ?',
};
