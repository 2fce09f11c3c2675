import { describe, expect, it } from 'vitest';
import { contentForms } from '../test/forms.ts';
import {
  EMAIL_MESSAGE,
  HONEYPOT_FIELD,
  idempotencyKeyOf,
  OPTION_MESSAGE,
  REQUIRED_MESSAGE,
  URL_MESSAGE,
  validateSubmission,
} from './validate.ts';

const demo = contentForms.definitions.GET_A_DEMO!;
const validDemo = {
  firstname: 'Ann',
  lastname: 'Lee',
  email: 'ann@acme.example',
  company: 'Acme',
  team_size: '6–20',
};

describe('validateSubmission', () => {
  it('given empty required fields, should answer the required message for each', () => {
    const result = validateSubmission(demo, { email: '  ' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstname: REQUIRED_MESSAGE,
      lastname: REQUIRED_MESSAGE,
      email: REQUIRED_MESSAGE,
      company: REQUIRED_MESSAGE,
      team_size: REQUIRED_MESSAGE,
    });
  });

  it('given the trial signup form empty, should use its own wording', () => {
    const result = validateSubmission(contentForms.definitions.TRIAL_SIGNUP!, {});
    expect(result).toMatchObject({ ok: false, errors: { email: 'Sorry, that is required.' } });
  });

  it.each(['ann', 'ann@', '@acme.example', 'ann@acme', 'a b@acme.example', 'ann@acme..example'])(
    'given the email %j, should reject it',
    (email) => {
      expect(validateSubmission(contentForms.definitions.NEWSLETTER!, { email })).toMatchObject({
        ok: false,
        errors: { email: EMAIL_MESSAGE },
      });
    },
  );

  it('given an option not offered and a web address that is not one, should say so', () => {
    const result = validateSubmission(contentForms.definitions.HS_RESOURCES_AND_EDUCATION!, {
      ...validDemo,
      partner_type: 'Reseller',
      website: 'javascript:alert(1)',
    });
    expect(result).toMatchObject({
      ok: false,
      errors: { partner_type: OPTION_MESSAGE, website: URL_MESSAGE },
    });
  });

  it('given a value over its length, should name the limit', () => {
    const result = validateSubmission(contentForms.definitions.NEWSLETTER!, {
      email: `${'a'.repeat(250)}@acme.example`,
    });
    expect(result).toMatchObject({ ok: false, errors: { email: 'At most 254 characters.' } });
  });

  it('given a valid demo request with extra keys, should keep only its fields, trimmed', () => {
    const result = validateSubmission(demo, {
      ...validDemo,
      firstname: '  Ann ',
      admin: 'yes',
      GA_Source: 'news',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values).toEqual({ ...validDemo, message: '' });
    expect(result.tracking).toMatchObject({ GA_Source: 'news', GA_Medium: '-' });
    expect(result.isBot).toBe(false);
  });

  it('given a newsletter form, should carry no tracking values', () => {
    const result = validateSubmission(contentForms.definitions.NEWSLETTER!, {
      email: 'a@b.example',
    });
    expect(result).toMatchObject({ ok: true, tracking: null });
  });

  it('given repeated keys and non-text values, should read the first text or nothing', () => {
    const result = validateSubmission(contentForms.definitions.NEWSLETTER!, {
      email: ['a@b.example', 'c@d.example'],
    });
    expect(result).toMatchObject({ ok: true, values: { email: 'a@b.example' } });
    expect(
      validateSubmission(contentForms.definitions.NEWSLETTER!, { email: { $ne: 1 } }),
    ).toMatchObject({
      ok: false,
    });
  });

  it('given an oversized tracking value, should replace it by the dash', () => {
    const result = validateSubmission(demo, { ...validDemo, GA_Url: 'x'.repeat(2001) });
    expect(result).toMatchObject({ ok: true, tracking: { GA_Url: '-' } });
  });

  it('given the honeypot filled, should accept the form but mark it as a bot', () => {
    const result = validateSubmission(contentForms.definitions.NEWSLETTER!, {
      email: 'a@b.example',
      [HONEYPOT_FIELD]: 'bot@spam.example',
    });
    expect(result).toMatchObject({ ok: true, isBot: true });
  });
});

describe('idempotencyKeyOf', () => {
  it('given a UUID, should keep it; given anything else, should ignore it', () => {
    expect(idempotencyKeyOf({ idempotencyKey: '0b7e0c0e-5b0a-4c55-9e43-1f6a3c1d2e3f' })).toBe(
      '0b7e0c0e-5b0a-4c55-9e43-1f6a3c1d2e3f',
    );
    expect(idempotencyKeyOf({ idempotencyKey: 'short' })).toBeNull();
    expect(idempotencyKeyOf({ idempotencyKey: "x'; DROP TABLE submissions;--" })).toBeNull();
    expect(idempotencyKeyOf({})).toBeNull();
  });
});
