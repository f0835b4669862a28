import { postalCodeRule } from './postal-code';

/** The zip code of the floor and carbon step 1: exactly 5 characters, in each tool's words (§5, §9). */

const floor = postalCodeRule('Doit être exactement 5 caractères');
const carbon = postalCodeRule('Doit contenir exactement 5 caractères.');

test.each(['6900', '690071'])('%s is refused, in each tool’s words', (zip) => {
  expect(floor(zip)).toBe('Doit être exactement 5 caractères');
  expect(carbon(zip)).toBe('Doit contenir exactement 5 caractères.');
});

test('5 characters pass; an empty field is the required rule’s; a list is not a zip code', () => {
  expect(floor('69007')).toBeNull();
  expect(floor('')).toBeNull();
  expect(carbon(['690'])).toBeNull();
});
