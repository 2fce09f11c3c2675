/**
 * The header's navigation menu and the full footer, as content (docs/product.md §5.1).
 * Build-time only: zod never reaches the browser; the chrome imports the inferred types.
 */
import { z } from 'zod';
import { ICON_NAMES, type IconDefinition, type IconName } from '../icon-names.ts';
import { href, imageSchema } from './common.ts';

const text = z.string().min(1);

export interface NavigationContext {
  /** The drawing of a named icon (the design system's, src/ui/Icon/); undefined for none. */
  icon: (name: IconName) => IconDefinition | undefined;
}

/**
 * The header's menu. Icons are named in content and given their drawing here, at build time, by
 * the context: the menu ships the icons its links name, not the whole set.
 */
export function navigationSchema(context: NavigationContext) {
  /** A link in a LIST drawer item or a column footer. */
  const navLinkSchema = z.strictObject({
    title: text,
    url: href,
    /** Name of an icon of the design system, shown before the title; given its drawing here. */
    icon: z
      .enum(ICON_NAMES, { error: `an icon name: ${ICON_NAMES.join(', ')}` })
      .nullable()
      .default(null)
      .transform((name) => (name ? (context.icon(name) ?? null) : null)),
    /** Shows the NEW marker. */
    isNew: z.boolean().default(false),
  });

  const card = <L extends 'CARD' | 'FEATURED_CARD'>(layout: L) =>
    z.strictObject({
      layout: z.literal(layout),
      title: text,
      text,
      url: href,
      image: imageSchema.nullable().default(null),
      imagePosition: z.literal('FULL_WIDTH').nullable().default(null),
    });

  const listSchema = z.strictObject({
    layout: z.literal('LIST'),
    title: text,
    items: z.array(navLinkSchema).min(1),
  });

  const drawerItemSchema = z.discriminatedUnion('layout', [
    card('CARD'),
    card('FEATURED_CARD'),
    listSchema,
  ]);

  const columnFooterSchema = z.discriminatedUnion('layout', [
    z.strictObject({
      layout: z.literal('POWERED_BY'),
      title: text,
      items: z.array(navLinkSchema).min(1),
    }),
    z.strictObject({
      layout: z.literal('SMALL_LIST'),
      title: text,
      items: z.array(navLinkSchema).min(1),
    }),
    /** A callout: a short text and its links. */
    z.strictObject({
      layout: z.literal('CTA'),
      title: text,
      text,
      items: z.array(navLinkSchema).min(1),
    }),
  ]);

  const navItemSchema = z.strictObject({
    title: text,
    /** Stable id, used in element ids (aria-controls). */
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a lower-case id such as product'),
    columns: z
      .array(
        z.strictObject({
          items: z.array(drawerItemSchema).min(1),
          footer: columnFooterSchema.nullable().default(null),
        }),
      )
      .min(1),
  });

  return z.strictObject({ items: z.array(navItemSchema).min(1) }).superRefine((navigation, ctx) => {
    const seen = new Set<string>();
    navigation.items.forEach((item, index) => {
      if (seen.has(item.id))
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'id'],
          message: `${item.id} is used twice`,
        });
      seen.add(item.id);
    });
  });
}

export type Navigation = z.output<ReturnType<typeof navigationSchema>>;
export type NavItem = Navigation['items'][number];
export type DrawerItem = NavItem['columns'][number]['items'][number];
export type NavLink = Extract<DrawerItem, { layout: 'LIST' }>['items'][number];

/** What a footer link does besides (or instead of) following a URL. */
export const FOOTER_ACTIONS = ['contact', 'do-not-sell'] as const;
export type FooterAction = (typeof FOOTER_ACTIONS)[number];

const footerLinkSchema = z.union([
  z.strictObject({
    title: text,
    url: href,
    /** A small badge after the title, e.g. the status page's uptime. */
    badge: text.optional(),
  }),
  /** contact: the help widget (or the support email); do-not-sell: the consent tool. */
  z.strictObject({ title: text, action: z.enum(FOOTER_ACTIONS) }),
]);

export const SOCIAL_NETWORKS = ['X', 'FACEBOOK', 'LINKEDIN', 'INSTAGRAM'] as const;

export const footerSchema = z.strictObject({
  columns: z.array(z.strictObject({ title: text, links: z.array(footerLinkSchema).min(1) })).min(1),
  social: z
    .array(
      z.strictObject({
        network: z.enum(SOCIAL_NETWORKS),
        /** Accessible name of the icon link. */
        label: text,
        url: z.url({ protocol: /^https$/ }),
      }),
    )
    .min(1),
  /** The responsibility badge. */
  badge: z.strictObject({ label: text, url: href }),
  tagline: text,
});

export type FooterContent = z.infer<typeof footerSchema>;
export type FooterLink = FooterContent['columns'][number]['links'][number];
