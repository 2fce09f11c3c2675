import { describe, expect, it } from 'vitest';
import { contentForms as registry } from '../../test/forms.ts';
import { formFileSchema, registryOf, resolveForm, type FormFile } from './forms.ts';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'PARTNER_QUIZ',
  id: '11111111-2222-4333-8444-555555555555',
  fields: [{ name: 'email', label: 'Email', type: 'email', required: true }],
  submitText: 'Send',
  ...overrides,
});
const messages = (value: unknown) =>
  formFileSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('form resolution', () => {
  it('given a form name, should resolve to that name, also where two names share an id', () => {
    expect(resolveForm(registry, 'PERSONALIZED_CUSTOMER_EXPERIENCE_PDF')?.name).toBe(
      'PERSONALIZED_CUSTOMER_EXPERIENCE_PDF',
    );
    expect(resolveForm(registry, 'TRIAL')?.name).toBe('TRIAL');
    expect(resolveForm(registry, 'TRIAL')?.id).toBe(registry.forms.TRIAL_SIGNUP);
  });

  it('given a form id, should resolve to the first form of that id in file order', () => {
    expect(resolveForm(registry, registry.forms.GUIDE_DOWNLOAD!)?.name).toBe('GUIDE_DOWNLOAD');
    expect(resolveForm(registry, registry.forms.TRIAL!)?.name).toBe('TRIAL_SIGNUP');
    expect(resolveForm(registry, registry.forms.GET_A_DEMO!)?.name).toBe('GET_A_DEMO');
    expect(resolveForm(registry, registry.forms.GET_A_DEMO!)?.portalId).toBe(registry.portalId);
  });

  it('given neither a name nor an id of the registry, should resolve to nothing', () => {
    expect(resolveForm(registry, 'NOT_A_FORM')).toBeUndefined();
    expect(resolveForm(registry, 'toString')).toBeUndefined();
    expect(resolveForm(registry, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});

describe('the forms of content/forms/', () => {
  it('given the site’s form files, should hold the 17 forms, sales forms carrying attribution', () => {
    expect(Object.keys(registry.forms)).toHaveLength(17);
    expect(registry.definitions.GET_A_DEMO?.reachesProductTeam).toBe(true);
    expect(registry.definitions.TRIAL?.reachesProductTeam).toBe(true);
    expect(registry.definitions.NEWSLETTER?.reachesProductTeam).toBe(false);
  });

  it('given a definition, should keep the file’s name, id and addresses out of it (it ships in page data)', () => {
    const definition = registry.definitions.GET_A_DEMO as unknown as Record<string, unknown>;
    expect(definition).not.toHaveProperty('name');
    expect(definition).not.toHaveProperty('id');
    expect(definition).not.toHaveProperty('notify');
    expect(definition.redirectUrl).toBe('/lp/demo-booked/');
  });
});

describe('formFileSchema', () => {
  it('given a minimal form, should fill in the defaults', () => {
    expect(formFileSchema.parse(form())).toMatchObject({
      reachesProductTeam: false,
      variant: 'DEFAULT',
      fields: [{ name: 'email', required: true }],
    });
  });

  it('given a select without choices, should ask for them with an example', () => {
    expect(
      messages(form({ fields: [{ name: 'size', label: 'Size', type: 'select', required: true }] })),
    ).toEqual(['a select field needs its choices, e.g. "1–5", "6–20", "More than 20"']);
  });

  it('given two fields of one name, or a name the form system uses, should say so', () => {
    const email = { name: 'email', label: 'Email', type: 'email' };
    expect(messages(form({ fields: [email, email] }))).toEqual([
      '"email" is the name of an earlier field: each field needs its own name',
    ]);
    expect(messages(form({ fields: [{ ...email, name: 'email_address_main' }] }))).toEqual([
      '"email_address_main" is used by the form system itself: choose another name',
    ]);
  });

  it('given both a success message and a thank-you page, should ask for one of them', () => {
    expect(messages(form({ successText: 'Thanks!', redirectUrl: '/lp/thanks/' }))).toEqual([
      'a form shows a success message or leads to a thank-you page, not both: empty one of them',
    ]);
  });

  it('given a thank-you page on another host, should refuse it with an example', () => {
    expect(messages(form({ redirectUrl: '//evil.example/' }))).toEqual([
      'a page of this site, e.g. /lp/demo-booked/',
    ]);
  });
});

describe('registryOf', () => {
  const parsed = (overrides: Record<string, unknown>): FormFile =>
    formFileSchema.parse(form(overrides));

  it('given two forms of one name, should refuse the second', () => {
    const { registry: result, problems } = registryOf('1', [parsed({}), parsed({})]);
    expect(Object.keys(result.forms)).toEqual(['PARTNER_QUIZ']);
    expect(problems).toEqual([
      {
        index: 1,
        field: 'name',
        message: 'PARTNER_QUIZ is the name of another form: each form needs its own name',
      },
    ]);
  });

  it('given a shared provider id, should accept it only with the same fields', () => {
    const same = registryOf('1', [parsed({}), parsed({ name: 'PARTNER_QUIZ_2' })]);
    expect(same.problems).toEqual([]);
    const other = registryOf('1', [
      parsed({}),
      parsed({ name: 'OTHER', fields: [{ name: 'phone', label: 'Phone', type: 'tel' }] }),
    ]);
    expect(other.problems[0]?.message).toBe(
      '11111111-2222-4333-8444-555555555555 is the provider id of PARTNER_QUIZ, whose fields differ: two forms may share a provider id only with the same fields',
    );
  });
});
