import { describe, expect, it } from 'vitest';
import { contentForms } from '../../src/test/forms.ts';
import { allSubmissionsCsv, csvCell, submissionsCsv } from './forms-csv.ts';

describe('forms CSV export', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-', '-'],
    ['Ann', 'Ann'],
  ])('given %j, should write %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('given control characters, should escape them visibly and keep one line per row', () => {
    expect(csvCell('a\nb\tc\u0000d\\e')).toBe('a\\nb\\tc\\u0000d\\\\e');
    expect(csvCell('\t=cmd')).toBe('\\t=cmd');
    expect(csvCell('\r\n=1')).toBe('\\r\\n=1');
  });

  it('given rows of a demo form, should write its fields and tracking columns', () => {
    const csv = submissionsCsv(
      'GET_A_DEMO',
      [
        {
          id: 1,
          received_at: '2026-11-23T10:00:00.000Z',
          form_name: 'GET_A_DEMO',
          form_id: 'x',
          idempotency_key: null,
          fields: JSON.stringify({
            firstname: '=cmd()',
            email: 'a@b.example',
            message: 'hi,\nthere',
          }),
          tracking: JSON.stringify({ GA_Source: 'news' }),
          page_uri: '/lp/get-a-demo/',
        },
      ],
      contentForms.definitions,
    );
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(
      'id,received_at,form,page_uri,firstname,lastname,email,company,team_size,message,GA_Source,GA_Medium,GA_Term,GA_Campaign,GA_Content,GA_Url,GA_Source_First,GA_Medium_First,GA_Term_First,GA_Campaign_First,GA_Content_First,GA_Url_First',
    );
    expect(row).toBe(
      `1,2026-11-23T10:00:00.000Z,GET_A_DEMO,/lp/get-a-demo/,'=cmd(),,a@b.example,,,"hi,\\nthere",news,,,,,,,,,,,`,
    );
    expect(end).toBe('');
  });
});

describe('all forms CSV export', () => {
  it('given leads of two forms, should write the union of their fields, each row under its own', () => {
    const row = (id: number, form: string, fields: Record<string, string>) => ({
      id,
      received_at: '2026-11-27T10:00:00.000Z',
      form_name: form,
      form_id: 'x',
      idempotency_key: null,
      fields: JSON.stringify(fields),
      tracking: null,
      page_uri: '/',
    });
    const csv = allSubmissionsCsv(
      [
        row(1, 'NEWSLETTER', { email: 'a@b.example' }),
        row(2, 'GET_A_DEMO', { firstname: 'Ann', email: 'c@d.example' }),
      ],
      contentForms.definitions,
    );
    const [header, first, second] = csv.split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 4)).toEqual(['id', 'received_at', 'form', 'page_uri']);
    expect(columns).toContain('firstname');
    expect(columns.filter((column) => column === 'email')).toHaveLength(1);
    const email = columns.indexOf('email');
    expect(first!.split(',')[email]).toBe('a@b.example');
    expect(second!.split(',')[email]).toBe('c@d.example');
    expect(second!.split(',')[columns.indexOf('firstname')]).toBe('Ann');
  });
});
