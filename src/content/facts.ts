/**
 * Facts referenced, not copied (issue 32, point 6). A page states a plan's price with a token that
 * the build replaces from content/pricing.json, so a price change reaches every page:
 *
 * - `{{price.standard.annually}}` → `$20` (a plan id, then `annually` or `monthly`);
 * - `{{annual-saving}}` → `20%`, the largest saving of paying annually over monthly of any plan;
 * - `{{trial-days}}` → `15`, the free trial's length from content/settings.json (`trial.days`), so
 *   pages write "{{trial-days}}-day free trial" or "free for {{trial-days}} days";
 * - `{{messages.included-viewers}}` → `2,000`, the unique viewers a month every plan's proactive
 *   messages include (pricing.json `messages.includedViewers`), and the price above the last tier:
 *   `{{messages.overage-above}}` → `150,000` viewers, then `{{messages.overage-price}}` → `$40`
 *   for each `{{messages.overage-step}}` → `20,000` more. These are the only limits pricing.json
 *   holds as figures: the plans' users, inboxes and knowledge bases are feature wording, so they
 *   have no fact.
 *
 * What a page still states by hand is checked against the same data: a dollar amount "per user
 * per month" (the unit of plan prices) must be one of the plans' prices, "save up to N%" must
 * be the annual saving, "N-day trial" / "free for N days" / "N days free" the trial's length, and
 * "up to N unique viewers" the included viewers. A disagreement is a content error naming the
 * file and the right figures.
 */
import type { Pricing } from '../contracts/schemas/pricing.ts';
import type { Settings } from '../contracts/schemas/settings.ts';
import type { ContentIssue } from './model.ts';

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** "$20 per user per month", "$20.50 per user per month": the unit of a plan's price. */
const STATED_PRICE = /\$(\d+(?:\.\d+)?) per user per month/gi;
/** "Save up to 20%", "saves up to 20 %". */
const STATED_SAVING = /\bsaves? up to (\d+(?:\.\d+)?)\s?%/gi;
/** "15-day trial", "15 day free trial", "free for 15 days", "15 days free". */
const STATED_TRIAL =
  /\b(\d+)[- ]day (?:free )?trial\b|\bfree for (\d+) days\b|\b(\d+) days free\b/gi;
/** "up to 2,000 unique viewers". */
const STATED_VIEWERS = /\bup to (\d{1,3}(?:,\d{3})+|\d+) unique viewers\b/gi;

/** What the facts read of the settings: the trial (absent when the settings are invalid). */
export type FactSettings = Pick<Settings, 'trial'>;

const dollars = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
const count = (value: number) => value.toLocaleString('en-US');

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

/**
 * Every token a page may use, with what it stands for in this build. Without settings (they
 * failed validation, which is its own error) there is no `{{trial-days}}`.
 */
export function factTokens(pricing: Pricing, settings?: FactSettings): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const plan of pricing.plans)
    for (const period of ['annually', 'monthly'] as const) {
      const price = plan.prices[period].price;
      if (price !== null) tokens.set(`price.${plan.id}.${period}`, dollars(price));
    }
  tokens.set('annual-saving', `${annualSaving(pricing)}%`);
  const { includedViewers, overage } = pricing.messages;
  tokens.set('messages.included-viewers', count(includedViewers));
  tokens.set('messages.overage-above', count(overage.above));
  tokens.set('messages.overage-step', count(overage.step));
  tokens.set('messages.overage-price', dollars(overage.price));
  if (settings) tokens.set('trial-days', String(settings.trial.days));
  return tokens;
}

/** A field's name from where it sits: `props.sections[3].body` (its parent's name first). */
function fieldAt(parent: string, at: readonly (string | number)[]): string {
  let field = parent;
  for (const key of at)
    field = typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${key}` : key;
  return field;
}

/**
 * A page's data with every token replaced, each string of it (Markdown bodies, blocks, titles).
 * An unknown token is an issue listing the valid ones, and stays as written. What holds no token
 * is returned as it is, not copied, and a field's name is spelled out only for an issue: at
 * 10,000 posts, copying every page's data and naming every string cost seconds per build.
 */
export function withFacts(
  data: unknown,
  tokens: ReadonlyMap<string, string>,
  file: string,
  issues: ContentIssue[],
  field = '',
): unknown {
  const at: (string | number)[] = [];
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (!value.includes('{{')) return value;
      return value.replace(TOKEN, (whole, name: string) => {
        const known = tokens.get(name);
        if (known !== undefined) return known;
        issues.push({
          file,
          field: fieldAt(field, at) || '(page)',
          message: `"${whole}" is not a fact the site knows. Use one of: ${[...tokens.keys()].map((key) => `{{${key}}}`).join(', ')}`,
        });
        return whole;
      });
    }
    if (Array.isArray(value)) {
      let copy: unknown[] | null = null;
      for (const [index, item] of value.entries()) {
        at.push(index);
        const next = walk(item);
        at.pop();
        if (next !== item) (copy ??= [...value])[index] = next;
      }
      return copy ?? value;
    }
    if (value !== null && typeof value === 'object') {
      let copy: Record<string, unknown> | null = null;
      for (const [key, item] of Object.entries(value)) {
        at.push(key);
        const next = walk(item);
        at.pop();
        if (next !== item) (copy ??= { ...value })[key] = next;
      }
      return copy ?? value;
    }
    return value;
  };
  return walk(data);
}

/**
 * Text that may state a fact by hand (a price has "$", a saving "save", a trial "day", included
 * viewers "viewers"; each STATED_ pattern above needs one): the only text the check reads.
 */
const MAY_STATE = /\$|save|day|viewers/i;

/**
 * Issues for every price or saving the strings of a page's data state that the pricing data
 * does not have (statedFactIssues on each string that may state one, in order), each named by
 * where it sits (`props.sections[3].body`, `(page)` for a page that is one string).
 */
export function statedFactIssuesIn(
  data: unknown,
  pricing: Pricing,
  file: string,
  settings?: FactSettings,
  field = '',
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const at: (string | number)[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (MAY_STATE.test(value))
        issues.push(
          ...statedFactIssues(value, pricing, file, fieldAt(field, at) || '(page)', settings),
        );
    } else if (Array.isArray(value))
      for (const [index, item] of value.entries()) {
        at.push(index);
        walk(item);
        at.pop();
      }
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        at.push(key);
        walk(item);
        at.pop();
      }
  };
  walk(data);
  return issues;
}

/**
 * Issues for every price, saving, trial length or included-viewers figure a text states that the
 * pricing data and settings do not have.
 */
export function statedFactIssues(
  text: string,
  pricing: Pricing,
  file: string,
  field: string,
  settings?: FactSettings,
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
  const days = settings?.trial.days;
  if (days !== undefined)
    for (const [stated, ...lengths] of text.matchAll(STATED_TRIAL))
      if (Number(lengths.find((length) => length !== undefined)) !== days)
        issues.push({
          file,
          field,
          message: `states "${stated}", but the free trial is ${days} days (settings.json, trial.days). Write the length as {{trial-days}}, e.g. "{{trial-days}}-day free trial" or "free for {{trial-days}} days", so it follows the setting.`,
        });
  const viewers = pricing.messages.includedViewers;
  for (const [stated, figure = ''] of text.matchAll(STATED_VIEWERS))
    if (Number(figure.replaceAll(',', '')) !== viewers)
      issues.push({
        file,
        field,
        message: `states "${stated}", but every plan includes ${count(viewers)} unique viewers a month (pricing.json, messages.includedViewers). Write "up to {{messages.included-viewers}} unique viewers" instead, so it follows the pricing data.`,
      });
  return issues;
}
