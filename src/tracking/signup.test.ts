import { describe, expect, it } from 'vitest';
import { attributeVisit } from './attribution.ts';
import { COOKIE, createMemoryCookieJar } from './cookies.ts';
import { rememberSignup, signupFieldValues, signupPrefill } from './signup.ts';
import { recordVisit } from './store.ts';

const SIGNUP = 'https://www.harbor.example/members/register/39/';
const options = { newVisitorId: () => 'v' };

function landAndSignUp(landing: string, signupUrl: string) {
  const jar = createMemoryCookieJar();
  recordVisit(attributeVisit({ url: landing, referrer: '' }), jar, options);
  const visit = attributeVisit({ url: signupUrl, referrer: landing });
  recordVisit(visit, jar, options);
  return { jar, fields: signupFieldValues(visit, signupUrl, jar) };
}

describe('signupFieldValues', () => {
  it('given no source param, should fill the fields from the stored cookies with dashes for empties', () => {
    const landing = 'https://www.harbor.example/?utm_source=news&utm_medium=email';
    const { fields } = landAndSignUp(landing, SIGNUP);
    expect(fields).toEqual({
      GA_Source: 'news',
      GA_Medium: 'email',
      GA_Term: '-',
      GA_Campaign: '-',
      GA_Content: '-',
      GA_Url: SIGNUP,
      GA_Source_First: 'news',
      GA_Medium_First: 'email',
      GA_Term_First: '-',
      GA_Campaign_First: '-',
      GA_Content_First: '-',
      GA_Url_First: landing,
    });
  });

  it('given a source param, should use the URL values and store them', () => {
    const url = `${SIGNUP}?utm_source=ads&utm_medium=cpc&utm_first_source=fb&last_touch_url=https%3A%2F%2Fwww.harbor.example%2Fpricing%2F`;
    const { fields, jar } = landAndSignUp('https://www.harbor.example/?utm_source=old', url);
    expect(fields).toMatchObject({
      GA_Source: 'ads',
      GA_Medium: 'cpc',
      GA_Url: 'https://www.harbor.example/pricing/',
      GA_Source_First: 'fb',
      GA_Url_First: 'https://www.harbor.example/?utm_source=old',
    });
    expect(jar.read(COOKIE.lastTouch)).toMatchObject({ state: 'present' });
  });

  it('given nothing stored, should give dashes everywhere', () => {
    const visit = attributeVisit({ url: SIGNUP, referrer: '' });
    const values = Object.values(signupFieldValues(visit, SIGNUP, createMemoryCookieJar()));
    expect(values.every((value) => value === '-')).toBe(true);
  });
});

describe('signupFieldValues with forged cookies', () => {
  it('given a stored URL that decodes to control characters, should give plain text or a dash', () => {
    // Found by the property test (seed -889199830): `%00` decodes to a NUL character.
    const jar = createMemoryCookieJar({
      [COOKIE.firstTouchUrl]: '%00',
      [COOKIE.lastTouchUrl]: 'https%3A%2F%2Fwww.harbor.example%2F%07',
    });
    const fields = signupFieldValues(attributeVisit({ url: SIGNUP, referrer: '' }), SIGNUP, jar);
    expect(fields.GA_Url_First).toBe('-');
    expect(fields.GA_Url).toBe('https://www.harbor.example/');
  });
});

describe('signupPrefill', () => {
  it('given reg, fn, ln and cn, should prefill them as plain text', () => {
    expect(
      signupPrefill(`${SIGNUP}?reg=ann%40acme.example&fn=Ann&ln=O%27Neil&cn=%3Cb%3EAcme`),
    ).toEqual({
      email: 'ann@acme.example',
      firstName: 'Ann',
      lastName: "O'Neil",
      company: '<b>Acme',
    });
  });
});

describe('rememberSignup', () => {
  it('given submitted values, should keep them in the sign-up cookie', () => {
    const jar = createMemoryCookieJar();
    const { fields } = landAndSignUp('https://www.harbor.example/?utm_source=news', SIGNUP);
    rememberSignup(jar, fields);
    const read = jar.read(COOKIE.signup);
    expect(read.state === 'present' && new URLSearchParams(read.value).get('GA_Source')).toBe(
      'news',
    );
  });
});
