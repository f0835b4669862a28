import { choicesJson, decodeHash, decodeText, encodeChoices, encodeText } from './hash-codec';

const standardBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('the library hash', () => {
  it.each([
    ['{}'],
    ['{"1":[10,11]}'],
    ['{"Épaisseur":"Prédalle ≤ 16 cm"}'],
    ['{"label":"Thermoprédalle 🧱 ψ≤0,60"}'],
    ['"ŒŸ€ — « guillemets »"'],
  ])('round-trips %s through base64url', (text) => {
    const hash = encodeText(text);
    expect(hash).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(decodeText(hash)).toBe(text);
  });

  it('writes the keys in the order given (JSON.stringify would sort integer keys)', () => {
    expect(
      choicesJson([
        ['12', [3]],
        ['2', [5, 6]],
      ]),
    ).toBe('{"12":[3],"2":[5,6]}');
    expect(
      decodeHash(
        encodeChoices([
          ['12', [3]],
          ['2', [5, 6]],
        ]),
      ),
    ).toEqual({ 12: [3], 2: [5, 6] });
  });

  it('reads standard base64 links, padded or not, percent-encoded or not', () => {
    // '?>?' gives '/' and '+' in standard base64; 'Épaisseur ≤' needs padding.
    for (const text of ['{"a":"?>?>"}', '{"Épaisseur ≤":[1]}', '{"x":"ÿÿÿ"}']) {
      const standard = standardBase64(text);
      expect(decodeText(standard)).toBe(text);
      expect(decodeText(standard.replace(/=+$/, ''))).toBe(text);
      expect(decodeText(encodeURIComponent(standard))).toBe(text);
    }
    expect(standardBase64('{"a":"?>?>"}')).toMatch(/[+/]/);
  });

  it.each([
    ['not base64', '***'],
    ['a bad length', 'abcde'],
    ['a broken percent-encoding', '%E0%A4%A'],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x80]).toString('base64')],
    ['base64 of text that is not JSON', encodeText('{"1":[10')],
    ['an empty hash', ''],
  ])('gives null for %s', (_, hash) => {
    expect(decodeHash(hash)).toBeNull();
  });
});
