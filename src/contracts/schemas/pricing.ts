/**
 * Pricing (docs/product.md §11.1): plans with annual and monthly prices, features with tooltips,
 * and the proactive-messages tiers of the pricing modal (docs/product.md §11.2).
 */
import { z } from 'zod';
import { INFO_TAG } from '../info-tag.ts';
import { href, imageSchema } from './common.ts';

/**
 * `per` may carry one `<info>…</info>` tag, whole: its content is the tooltip on the word 'user'.
 * Any other `<` (an unclosed or stray tag) would reach the page as markup-looking text.
 */
const perText = z
  .string()
  .min(1)
  .regex(new RegExp(`^[^<]*(?:${INFO_TAG.source})?[^<]*$`), {
    message:
      'plain text with at most one whole <info>tooltip</info> tag (shown on the word "user")',
  });

const priceSchema = z.strictObject({
  /** USD per user per month; null when the period is not offered (Pro monthly). */
  price: z.number().nonnegative().nullable(),
  per: perText,
});

export const featureSchema = z.strictObject({
  text: z.string().min(1),
  /**
   * Every feature explains itself (docs/product.md §11.1); a `tooltipImage` adds a title and a
   * picture.
   */
  tooltip: z.string({ error: 'a tooltip explaining the feature' }).min(1),
  tooltipImage: z
    .strictObject({ title: z.string().min(1), text: z.string().min(1), image: imageSchema })
    .optional(),
  isBeta: z.boolean().optional(),
  /**
   * Opens the proactive-messages pricing modal from a 'See Pricing' link (docs/product.md §6.6).
   */
  opensMessagesPricing: z.boolean().optional(),
});

export const planSchema = z.strictObject({
  id: z.enum(['standard', 'plus', 'pro']),
  name: z.string().min(1),
  shortDescription: z.string().min(1),
  ctaText: z.string().min(1),
  /** Sign-up pages (/members/register/{id}/) are resolved against the secure host. */
  ctaLink: href,
  prices: z.strictObject({ annually: priceSchema, monthly: priceSchema }),
  /** e.g. 'Up to 25 users', '10+ users' */
  userNote: z.string().optional(),
  description: z.string().min(1),
  featuresIntro: z.string().min(1),
  features: z.array(featureSchema).min(1),
});
export type Plan = z.infer<typeof planSchema>;

export const pricingSchema = z.strictObject({
  headline: z.string().min(1),
  /** Shown only while Annual is selected. */
  annualSavingNote: z.string().min(1),
  defaultPeriod: z.enum(['annually', 'monthly']),
  plans: z
    .array(planSchema)
    .min(1)
    .superRefine((plans, ctx) => {
      const seen = new Set<string>();
      plans.forEach((plan, index) => {
        if (seen.has(plan.id))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: `duplicate plan id ${plan.id}`,
          });
        seen.add(plan.id);
      });
    }),
  messages: z.strictObject({
    /** Unique viewers per month included in every plan. */
    includedViewers: z.number().int().positive(),
    tiers: z
      .array(
        z.strictObject({ userCount: z.number().int().positive(), price: z.number().positive() }),
      )
      .min(1),
    overage: z.strictObject({
      above: z.number().int().positive(),
      step: z.number().int().positive(),
      price: z.number().positive(),
    }),
  }),
});
export type Pricing = z.infer<typeof pricingSchema>;
