import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureSchema, planSchema } from './pricing.ts';

const content = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../content/pricing.json'), 'utf8'),
) as { plans: Record<string, unknown>[] };
const standard = content.plans[0]!;

const withPer = (per: string) =>
  planSchema.safeParse({
    ...standard,
    prices: { annually: { price: 20, per }, monthly: { price: 25, per: 'per user / month' } },
  });

describe('pricing content', () => {
  it('given a per text with one whole <info> tag, line breaks included, should accept it', () => {
    expect(withPer('per <info>Anyone who signs in</info> / month').success).toBe(true);
    expect(withPer('per <info>Anyone who\nsigns in</info> / month').success).toBe(true);
    expect(withPer('per user / month').success).toBe(true);
  });

  it.each([
    ['an unclosed tag', 'per <info>abc per month'],
    ['a closing tag first', 'per </info>x<info>y'],
    ['two tags', 'per <info>a</info> and <info>b</info>'],
    ['another tag', 'per <b>user</b>'],
    ['an empty tag', 'per <info></info> / month'],
  ])('given %s in a per text, should refuse it', (_, per) => {
    const result = withPer(per);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/at most one whole <info>tooltip<\/info> tag/);
  });

  it('given a feature without its tooltip, should refuse it', () => {
    expect(featureSchema.safeParse({ text: 'Workflows' }).success).toBe(false);
    expect(featureSchema.safeParse({ text: 'Workflows', tooltip: 'Rules' }).success).toBe(true);
  });
});
