import { EMAIL_MESSAGE, emailField } from './email';

const check = (v: unknown) =>
  emailField()
    .validate(v)
    .then((ok) => ({ ok }))
    .catch((e: Error) => ({ error: e.message }));

describe('emailField', () => {
  test.each(['ada@example.com', '  ada.l+news@mail.example.co.uk  '])('accepts %j', async (v) => {
    expect(await check(v)).toEqual({ ok: v.trim() });
  });

  test.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
    ['no domain dot', 'ada@localhost'],
    ['no @', 'ada.example.com'],
    ['space inside', 'ada lovelace@example.com'],
    ['too long', `${'a'.repeat(250)}@example.com`],
  ])('refuses %s with the SPEC message', async (_n, v) => {
    expect(await check(v)).toEqual({ error: EMAIL_MESSAGE });
  });

  test('takes another message', async () => {
    await expect(emailField('Email, please').validate('x')).rejects.toThrow('Email, please');
  });
});
