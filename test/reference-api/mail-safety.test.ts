import { validate } from 'superstruct';
import { Email, messages, Name } from '@/src/contracts';
import { contactAgency } from '@/src/contracts/floor/agency';
import { shareSolution } from '@/src/contracts/floor/solution';
import { register } from '@/src/contracts/account/register';
import { headerValue, MailHeaderError } from '@/demo-pages/reference-api/outbox/header';
import { sendMail } from '@/demo-pages/reference-api/outbox/outbox';
import { expectFailure, startApi } from '@/test/support/reference-api';
import { loginSeededUser, toolsRegistration } from '@/test/support/tools-flows';

/** No control character reaches a mail header (docs/reference-api.md 'Limits, mail safety, idempotency'). */

const BREAKERS = ['\r\nBcc: tous@exemple.fr', '\n', '\r', '\u0000', '\u2028', '\u2029', '\u007f', '\u0085', '\t'];

describe('headerValue, the one way into a header', () => {
  test.each(BREAKERS)('a subject never keeps %j: each control character becomes a space', (breaker) => {
    const subject = headerValue('Subject', `Luc${breaker}Martin vous recommande`);
    expect(subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(subject.startsWith('Luc ')).toBe(true);
  });

  test('plain values pass unchanged; runs of spaces are one', () => {
    expect(headerValue('Subject', 'Rapport de simulation : Maison « Durand » – ψ ≤ 0,60')).toBe(
      'Rapport de simulation : Maison « Durand » – ψ ≤ 0,60',
    );
    expect(headerValue('Attachment-Filename', 'rapport\r\n\r\nx.pdf')).toBe('rapport x.pdf');
  });

  test('an address with a control character is refused, not repaired', () => {
    expect(headerValue('To', ' lea@exemple.fr ')).toBe('lea@exemple.fr');
    for (const breaker of BREAKERS) {
      expect(() => headerValue('To', `lea@exemple.fr${breaker}`)).toThrow(MailHeaderError);
    }
  });

  test('the outbox writes its headers through it', async () => {
    const api = await startApi('plancher', { seed: false });
    await sendMail(api.ctx, {
      site: 'plancher',
      to: 'a@exemple.fr',
      subject: 'Un\r\nBcc: b@exemple.fr',
      text: 'x',
      links: [],
    });
    expect((await api.outbox())[0]!.subject).toBe('Un Bcc: b@exemple.fr');
    await expect(
      sendMail(api.ctx, { site: 'plancher', to: 'a@exemple.fr\nb@exemple.fr', subject: 'x', text: 'x', links: [] }),
    ).rejects.toThrow(MailHeaderError);
    expect(await api.outbox()).toHaveLength(1);
  });
});

describe('the shared contracts refuse control characters', () => {
  test.each(BREAKERS)('names and addresses with %j: "Caractères non autorisés"', (breaker) => {
    expect(validate(`Luc${breaker}`, Name)[0]?.message).toBe(messages.CONTROL_CHARACTERS);
    expect(validate(`luc@exemple.fr${breaker}`, Email)[0]?.message).toBe(messages.CONTROL_CHARACTERS);
  });

  test('a share with a line break in the name or a NUL in an address: a 400 on the field, no mail', async () => {
    const api = await startApi('plancher');
    const { token } = await loginSeededUser(api);
    const before = (await api.outbox()).length;
    const failure = expectFailure(
      await api.call(shareSolution, {
        token,
        params: { slug: 'poutrelles-entrevous-pse-16-4' },
        body: {
          emails: ['claire@exemple.fr\u0000'],
          firstname: 'Luc\r\nBcc: tous@exemple.fr',
          lastname: 'Martin\u2028',
          senderEmail: 'luc@exemple.fr',
        },
      }),
      400,
    );
    expect(failure.error).toEqual({
      'emails.0': messages.CONTROL_CHARACTERS,
      firstname: messages.CONTROL_CHARACTERS,
      lastname: messages.CONTROL_CHARACTERS,
    });
    expect(await api.outbox()).toHaveLength(before);
  });

  test('agency contact and registration refuse them too', async () => {
    const api = await startApi('plancher');
    const contact = {
      phone: '06 12 34 56 78',
      lastname: 'Durand',
      firstname: 'Paul\nX',
      company: 'Maçonnerie\rDurand',
      message: 'Deux lignes :\nelles vont dans le corps du mail.',
      email: 'paul.durand@exemple.fr',
    };
    expect(expectFailure(await api.call(contactAgency, { body: contact }), 400).error).toEqual({
      firstname: messages.CONTROL_CHARACTERS,
      company: messages.CONTROL_CHARACTERS,
    });
    const registration = toolsRegistration({ firstName: 'Lé\u0000a', email: 'lea\u2028@exemple.fr' });
    expect(expectFailure(await api.call(register, { body: registration }), 400).error).toMatchObject({
      firstName: messages.CONTROL_CHARACTERS,
      email: messages.CONTROL_CHARACTERS,
    });
    expect(await api.outbox()).toHaveLength(0);
  });
});
