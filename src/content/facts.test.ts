import { describe, expect, it } from 'vitest';
import type { Pricing } from '../contracts/schemas/pricing.ts';
import type { ContentIssue } from './model.ts';
import {
  annualSaving,
  factTokens,
  statedFactIssues,
  statedFactIssuesIn,
  withFacts,
} from './facts.ts';

const plan = (id: string, annually: number | null, monthly: number | null) => ({
  id,
  prices: { annually: { price: annually }, monthly: { price: monthly } },
});
// Only what the facts read of the pricing data.
const pricing = {
  annualSavingNote: 'Save up to 20%',
  plans: [plan('standard', 20, 25), plan('plus', 40, 50), plan('pro', 65, null)],
  messages: { includedViewers: 2000, overage: { above: 150000, step: 20000, price: 40 } },
} as unknown as Pricing;
const settings = { trial: { days: 15, buttonText: 'Free {{trial-days}}-day Trial' } };

describe('facts', () => {
  it('given the plans and settings, should offer each price by plan and period, the largest annual saving, the messages limits and the trial length', () => {
    expect(Object.fromEntries(factTokens(pricing, settings))).toEqual({
      'price.standard.annually': '$20',
      'price.standard.monthly': '$25',
      'price.plus.annually': '$40',
      'price.plus.monthly': '$50',
      'price.pro.annually': '$65',
      'annual-saving': '20%',
      'messages.included-viewers': '2,000',
      'messages.overage-above': '150,000',
      'messages.overage-step': '20,000',
      'messages.overage-price': '$40',
      'trial-days': '15',
    });
    // Invalid settings are their own error: no trial fact then, rather than a wrong one.
    expect(factTokens(pricing).has('trial-days')).toBe(false);
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

  it('given tokens for the trial and the messages limits, should write them as the settings and pricing say', () => {
    const issues: ContentIssue[] = [];
    expect(
      withFacts(
        'A {{trial-days}}-day free trial, free for {{trial-days}} days; up to {{messages.included-viewers}} unique viewers.',
        factTokens(pricing, { trial: { days: 30, buttonText: 'x' } }),
        'pages/a.md',
        issues,
      ),
    ).toBe('A 30-day free trial, free for 30 days; up to 2,000 unique viewers.');
    expect(issues).toEqual([]);
  });

  it('given a page that states another trial length, should fail it naming the setting and the fact to write', () => {
    const stale = statedFactIssues(
      'Start a 14-day trial. Try it free for 30 days. 7 days free! A 14 day free trial.',
      pricing,
      'pages/about.md',
      'ctaDescription',
      settings,
    );
    expect(stale.map((issue) => issue.message)).toEqual([
      expect.stringContaining('states "14-day trial", but the free trial is 15 days'),
      expect.stringContaining('states "free for 30 days", but the free trial is 15 days'),
      expect.stringContaining('states "7 days free", but the free trial is 15 days'),
      expect.stringContaining('states "14 day free trial", but the free trial is 15 days'),
    ]);
    expect(stale[0]).toMatchObject({ file: 'pages/about.md', field: 'ctaDescription' });
    expect(stale[0]?.message).toContain('{{trial-days}}-day free trial');
  });

  it('given a page that states today’s trial length, or days that are not a trial, should accept it', () => {
    expect(
      statedFactIssues(
        'A 15-day trial, free for 15 days, 15 days free, a free 15-day trial. Replies within 5 days; a 30-day money-back promise.',
        pricing,
        'pages/a.md',
        'body',
        settings,
      ),
    ).toEqual([]);
  });

  it('given a page that states other included viewers, should fail it with the figure and the fact', () => {
    const [stale, ...rest] = statedFactIssues(
      'Every plan includes up to 1,000 unique viewers. Up to 2,000 unique viewers are free.',
      pricing,
      'pages/product/proactive-messages.json',
      'props.sections[2].body',
    );
    expect(rest).toEqual([]);
    expect(stale?.message).toContain(
      'states "up to 1,000 unique viewers", but every plan includes 2,000 unique viewers',
    );
    expect(stale?.message).toContain('{{messages.included-viewers}}');
  });

  it('given data with no token, should return it as it is; with one, copy only the way to it', () => {
    const untouched = { props: { sections: [{ body: 'Plain' }], tags: ['a'] } };
    expect(withFacts(untouched, factTokens(pricing), 'pages/a.md', [])).toBe(untouched);
    const page = {
      props: { sections: [{ body: '{{annual-saving}}' }, { body: 'Plain' }], tags: ['a'] },
    };
    const filled = withFacts(page, factTokens(pricing), 'pages/a.md', []) as typeof page;
    expect(filled.props.sections[0]).toEqual({ body: '20%' });
    expect(page.props.sections[0]).toEqual({ body: '{{annual-saving}}' });
    expect(filled.props.sections[1]).toBe(page.props.sections[1]);
    expect(filled.props.tags).toBe(page.props.tags);
  });

  it('given stated prices deep in a page, should name each string where it sits, in order', () => {
    const issues = statedFactIssuesIn(
      {
        title: 'Save up to 30%',
        props: {
          sections: [{ body: 'Nothing stated' }, { body: 'Only $18 per user per month' }],
          rows: [['$19 per user per month']],
        },
      },
      pricing,
      'pages/a.md',
    );
    expect(issues.map((issue) => issue.field)).toEqual([
      'title',
      'props.sections[1].body',
      'props.rows[0][0]',
    ]);
    expect(statedFactIssuesIn('Save up to 30%', pricing, 'pages/b.md')[0]?.field).toBe('(page)');
    expect(
      statedFactIssuesIn(
        { cta: { text: 'A 14-day trial, up to 1,000 unique viewers' } },
        pricing,
        'pages/d.md',
        settings,
      ).map((issue) => issue.field),
    ).toEqual(['cta.text', 'cta.text']);
    expect(statedFactIssuesIn({ body: 'We save time at $0 cost' }, pricing, 'pages/c.md')).toEqual(
      [],
    );
  });
});
