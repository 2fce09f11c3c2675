/**
 * Building blocks shared by the content schemas: images (docs/product.md §9.1), links, cards
 * (docs/product.md §7.6). Build-time only: zod never reaches the browser; components import the
 * inferred types.
 */
import { z } from 'zod';

/** A site path (`/pricing/`), an in-page hash (`#plans`), an http(s) URL or a mailto: link. */
export const href = z
  .string()
  .min(1)
  .regex(/^(\/|#|https?:\/\/|mailto:)/, 'a link starting with /, #, http(s):// or mailto:');

/**
 * Alt required (empty for decorative), positive dimensions, no size with fullWidth
 * (docs/product.md §9.1).
 */
export const imageSchema = z
  .strictObject({
    /** `/images/…` (content/images) or an absolute image-CDN URL. */
    src: z.string().regex(/^(\/|https:\/\/)/, 'an image path starting with / or an https:// URL'),
    alt: z.string({ error: 'alt text is required (use "" for a decorative image)' }),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    layout: z.enum(['fixed', 'fullWidth', 'constrained']).default('constrained'),
    backgroundColor: z.string().optional(),
    placeholder: z.enum(['blurred', 'dominantColor', 'none']).optional(),
  })
  .refine(
    (image) =>
      image.layout !== 'fullWidth' || (image.width === undefined && image.height === undefined),
    {
      message: 'width and height must not be given with the fullWidth layout',
    },
  );
export type ContentImage = z.infer<typeof imageSchema>;

/** A post as a card in lists and related-reading blocks (docs/product.md §7.6). */
export const cardSchema = z.strictObject({
  title: z.string().min(1),
  permalink: z.string().regex(/^\//, 'a site path'),
  description: z.string().default(''),
  category: z.string().optional(),
  subcategory: z.string().optional(),
  image: imageSchema.optional(),
  thumbnailImage: imageSchema.optional(),
  /** Preview image of the hosted video (webinars). */
  videoPreviewImage: imageSchema.optional(),
  imageBackgroundColor: z.string().optional(),
  /** WEBINAR shows a pill with the video length, or 'Live Event' when there is none. */
  variant: z.enum(['DEFAULT', 'WEBINAR']).default('DEFAULT'),
  /** e.g. '42:10' */
  videoLength: z.string().optional(),
  /** A webinar's session state at build time: an ended one no longer says 'Live Event'. */
  eventState: z.enum(['upcoming', 'live', 'past']).optional(),
  date: z.string().optional(),
});
export type Card = z.infer<typeof cardSchema>;
