/**
 * Facts referenced, not copied (issue 32, point 6). A page states a plan's price with a token that
 * the build replaces from content/pricing.json, so a price change reaches every page:
 *
 * - `{{price.standard.annually}}` → `$20` (a plan id, then `annually` or `monthly`);
 * - `{{annual-saving}}` → `20%`, the largest saving of paying annually over monthly of any plan.
 *
 * What a page still states by hand is checked against the same data: a dollar amount "per user
 * per month" (the unit of plan prices) must be one of the plans' prices, and "save up to N%" must
 * be the annual saving. A disagreement is a content error naming the file and the right figures.
 */
import type { Pricing } from '../contracts/schemas/pricing.ts';
import type { ContentIssue } from './model.ts';

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** "$20 per user per month", "$20.50 per user per month": the unit of a plan's price. */
const STATED_PRICE = /\$(\d+(?:\.\d+)?) per user per month/gi;
/** "Save up to 20%", "saves up to 20 %". */
const STATED_SAVING = /\bsaves? up to (\d+(?:\.\d+)?)\s?%/gi;

const dollars = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/** The largest saving of annual over monthly billing, in whole percent (0 when none compares). */
export function annualSaving(pricing: Pricing): number {
  let best = 0;
  for (const plan of pricing.plans) {
    const annual = plan.prices.annually.price;
    const monthly = plan.prices.monthly.price;
    if (annual === null || monthly === null || monthly <= 0) continue;
    best = Math.max(best, Math.round((1 - annual / monthly) * 100));
  }
  return best;
}

/** Every token a page may use, with what it stands for in this build. */
export function factTokens(pricing: Pricing): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const plan of pricing.plans)
    for (const period of ['annually', 'monthly'] as const) {
      const price = plan.prices[period].price;
      if (price !== null) tokens.set(`price.${plan.id}.${period}`, dollars(price));
    }
  tokens.set('annual-saving', `${annualSaving(pricing)}%`);
  return tokens;
}

/**
 * A page's data with every token replaced, each string of it (Markdown bodies, blocks, titles).
 * An unknown token is an issue listing the valid ones, and stays as written.
 */
export function withFacts(
  data: unknown,
  tokens: ReadonlyMap<string, string>,
  file: string,
  issues: ContentIssue[],
  field = '',
): unknown {
  if (typeof data === 'string') {
    if (!data.includes('{{')) return data;
    return data.replace(TOKEN, (whole, name: string) => {
      const value = tokens.get(name);
      if (value !== undefined) return value;
      issues.push({
        file,
        field: field || '(page)',
        message: `"${whole}" is not a fact the site knows. Use one of: ${[...tokens.keys()].map((key) => `{{${key}}}`).join(', ')}`,
      });
      return whole;
    });
  }
  if (Array.isArray(data))
    return data.map((item, index) => withFacts(item, tokens, file, issues, `${field}[${index}]`));
  if (data !== null && typeof data === 'object')
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        withFacts(value, tokens, file, issues, field ? `${field}.${key}` : key),
      ]),
    );
  return data;
}

/** Issues for every price or saving a text states that the pricing data does not have. */
export function statedFactIssues(
  text: string,
  pricing: Pricing,
  file: string,
  field: string,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const prices = new Set<number>();
  for (const plan of pricing.plans)
    for (const period of ['annually', 'monthly'] as const) {
      const price = plan.prices[period].price;
      if (price !== null) prices.add(price);
    }
  const priceList = [...prices]
    .sort((a, b) => a - b)
    .map(dollars)
    .join(', ');
  for (const [stated, amount] of text.matchAll(STATED_PRICE))
    if (!prices.has(Number(amount)))
      issues.push({
        file,
        field,
        message: `states "${stated}", but no plan costs that: the plans cost ${priceList} per user per month. Write the price as a fact, e.g. {{price.standard.annually}}, so it follows the pricing page.`,
      });
  const saving = annualSaving(pricing);
  for (const [stated, percent] of text.matchAll(STATED_SAVING))
    if (Number(percent) !== saving)
      issues.push({
        file,
        field,
        message: `states "${stated}", but paying annually saves up to ${saving}% by the pricing data. Write {{annual-saving}} instead, so it follows the prices.`,
      });
  return issues;
}

/** Every string of a page's data, with where it sits, for the stated-facts check. */
export function* stringsOf(data: unknown, field = ''): Generator<[string, string]> {
  if (typeof data === 'string') yield [field || '(page)', data];
  else if (Array.isArray(data))
    for (const [index, item] of data.entries()) yield* stringsOf(item, `${field}[${index}]`);
  else if (data !== null && typeof data === 'object')
    for (const [key, value] of Object.entries(data))
      yield* stringsOf(value, field ? `${field}.${key}` : key);
}
