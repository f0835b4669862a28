import { is } from 'superstruct';
import { historyQuery, IsoDay } from '@/src/contracts/history/query';

describe('historyQuery', () => {
  test('keeps the set values, trimmed, and drops the empty ones (a cleared filter is not sent)', () => {
    expect(historyQuery({ order: 'ASC', zip: ' 69 ', title: '', projectCode: null, floor: undefined })).toBe(
      '?order=ASC&zip=69',
    );
  });

  test('encodes free text', () => {
    expect(historyQuery({ title: 'Maison Durand – étage & co' })).toBe(
      '?title=Maison+Durand+%E2%80%93+%C3%A9tage+%26+co',
    );
  });

  test('is empty when nothing is set', () => {
    expect(historyQuery({})).toBe('');
    expect(historyQuery({ title: '   ' })).toBe('');
  });
});

describe('IsoDay', () => {
  test.each(['2026-11-18', '2024-02-29'])('accepts %s', (day) => expect(is(day, IsoDay)).toBe(true));
  test.each(['2026-02-30', '2026-13-01', '2026-00-10', '18/11/2026', '2026-1-8', '2026-11-18T00:00'])(
    'refuses %s',
    (day) => expect(is(day, IsoDay)).toBe(false),
  );
});
