import { describe, expect, it } from 'vitest';
import pricingData from '../../content/pricing.json' with { type: 'json' };
import type { Pricing } from '../contracts/schemas/pricing.ts';
import { comparisonRows } from './PlanComparison.tsx';

const pricing = pricingData as unknown as Pricing;

describe('comparisonRows', () => {
  const rows = comparisonRows(pricing.plans);
  const row = (label: string) => rows.find((candidate) => candidate.label === label)?.cells;

  it('given counted features, should make one row showing each plan its own count', () => {
    expect(row('Shared inboxes')).toEqual([
      '2 shared inboxes',
      '5 shared inboxes',
      '25 shared inboxes',
    ]);
    expect(row('Knowledge base')).toEqual([
      '1 knowledge base',
      '2 knowledge bases with restricted access',
      '10 knowledge bases',
    ]);
    expect(row('Free light users')).toEqual(['—', '25 free light users', '50 free light users']);
  });
  it('given a feature a plan adds, should include it in that plan and every later one', () => {
    expect(row('Workflows')).toEqual(['Included', 'Included', 'Included']);
    expect(row('AI summarize')).toEqual(['—', 'Included (beta)', 'Included (beta)']);
    expect(row('HIPAA compliance')).toEqual(['—', '—', 'Included']);
  });
  it('given every feature of every plan, should list each kind once', () => {
    const labels = rows.map((candidate) => candidate.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toHaveLength(7 + 10 + 10 - 5);
  });
});
