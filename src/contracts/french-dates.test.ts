import { formatDate, formatDateTime } from './french-dates';

/** The spec's date displays (account-layer §2, §9), in Paris time whatever the machine's zone. */

test("'dd/mm/yyyy' pads the day and the month", () => {
  expect(formatDate('2026-03-04T10:00:00Z')).toBe('04/03/2026');
});

test('a date is read in Paris time: late on 31 December UTC is already the new year there', () => {
  expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
});

test("'Le dd/mm/yyyy à HhM': the hour unpadded, the minutes on two digits, on a 24-hour clock", () => {
  expect(formatDateTime('2026-11-21T06:05:00Z')).toBe('Le 21/11/2026 à 7h05');
  expect(formatDateTime('2026-11-21T22:40:00Z')).toBe('Le 21/11/2026 à 23h40');
  expect(formatDateTime('2026-07-01T10:00:00Z')).toBe('Le 01/07/2026 à 12h00'); // summer time
});

test('midnight is 0h, not 24h', () => {
  expect(formatDateTime('2026-11-20T23:15:00Z')).toBe('Le 21/11/2026 à 0h15');
});

test('an unreadable date shows nothing rather than "Invalid Date"', () => {
  expect(formatDate('pas une date')).toBe('');
  expect(formatDateTime('')).toBe('');
});
