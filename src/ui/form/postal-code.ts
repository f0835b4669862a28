import { POSTAL_CODE_LENGTH } from '@/src/contracts/constants';

/**
 * The zip code of the floor configurator's and the carbon tunnel's step 1 (floor-and-carbon-tools
 * §5, §9): exactly 5 characters. Each tool says it in its spec's own words ('Doit être exactement
 * 5 caractères', 'Doit contenir exactement 5 caractères.'), hence the message as a parameter; an
 * empty field is left to the required rule ('Champ obligatoire').
 *
 * @example
 * createFormController({ steps, validators: { zipCode: postalCodeRule(M.zipLength) } });
 */
export const postalCodeRule =
  (message: string) =>
  (value: string | readonly string[]): string | null =>
    typeof value === 'string' && value !== '' && value.length !== POSTAL_CODE_LENGTH ? message : null;
