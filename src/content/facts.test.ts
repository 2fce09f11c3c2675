import { describe, expect, it } from 'vitest';
import type { Pricing } from '../contracts/schemas/pricing.ts';
import type { ContentIssue } from './model.ts';
import { annualSaving, factTokens, statedFactIssues, withFacts } from './facts.ts';

const plan = (id: string, annually: number | null, monthly: number | null) => ({
  id,
  prices: { annually: { price: annually }, monthly: { price: monthly } },
});
// Only what the facts read of the pricing data.
const pricing = {
  annualSavingNote: 'Save up to 20%',
  plans: [plan('standard', 20, 25), plan('plus', 40, 50), plan('pro', 65, null)],
} as unknown as Pricing;

describe('facts', () => {
  it('given the plans, should offer each price by plan and period and the largest annual saving', () => {
    expect(Object.fromEntries(factTokens(pricing))).toEqual({
      'price.standard.annually': '$20',
      'price.standard.monthly': '$25',
      'price.plus.annually': '$40',
      'price.plus.monthly': '$50',
      'price.pro.annually': '$65',
      'annual-saving': '20%',
    });
    expect(annualSaving({ ...pricing, plans: [plan('a', 18, 24)] } as unknown as Pricing)).toBe(25);
  });

  it('given tokens in a page’s strings, nested in blocks, should replace each from the pricing data', () => {
    const issues: ContentIssue[] = [];
    const page = {
      title: 'Compare',
      props: {
        sections: [
          { body: 'From {{price.standard.annually}} a month, {{ price.plus.monthly }} monthly.' },
        ],
        note: 'Save up to {{annual-saving}}',
        count: 3,
      },
    };
    expect(withFacts(page, factTokens(pricing), 'pages/compare.json', issues)).toEqual({
      title: 'Compare',
      props: {
        sections: [{ body: 'From $20 a month, $50 monthly.' }],
        note: 'Save up to 20%',
        count: 3,
      },
    });
    expect(issues).toEqual([]);
  });

  it('given an unknown token, should name the file and field and list the valid ones', () => {
    const issues: ContentIssue[] = [];
    withFacts(
      { props: { body: 'Only {{price.basic.annually}}' } },
      factTokens(pricing),
      'pages/x.md',
      issues,
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: 'pages/x.md', field: 'props.body' });
    expect(issues[0]?.message).toContain('"{{price.basic.annually}}" is not a fact the site knows');
    expect(issues[0]?.message).toContain('{{price.standard.annually}}');
  });

  it('given a page that states an old price or saving, should fail it with the right figures', () => {
    const stale = statedFactIssues(
      'The entry plan is $18 per user per month; save up to 25% by paying yearly.',
      pricing,
      'pages/compare/compare-zendesk.json',
      'props.sections[1].body',
    );
    expect(stale.map((issue) => issue.message)).toEqual([
      expect.stringContaining(
        'states "$18 per user per month", but no plan costs that: the plans cost $20, $25, $40, $50, $65',
      ),
      expect.stringContaining('states "save up to 25%", but paying annually saves up to 20%'),
    ]);
    expect(stale[0]).toMatchObject({ file: 'pages/compare/compare-zendesk.json' });
  });

  it('given a page that states today’s prices and saving, or other amounts, should accept it', () => {
    expect(
      statedFactIssues(
        '$20 per user per month billed annually, $25 per user per month monthly. Save up to 20%. Each extra 20,000 viewers costs $40 a month; a $200 credit.',
        pricing,
        'pages/a.md',
        'body',
      ),
    ).toEqual([]);
  });
});
