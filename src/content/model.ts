/**
 * The content model, validated at build time. Only the build imports this file: the schemas
 * never reach the browser.
 */
import { z } from 'zod';
import { TEMPLATE_IDS } from '../contracts/templates.ts';
import { ContentfulError } from './contentful/errors.ts';
import { plainMessage } from './plain-messages.ts';
export { settingsSchema, type Settings } from '../contracts/schemas/settings.ts';

const path = z
  .string()
  .regex(/^\/([a-z0-9-]+\/)*([a-z0-9-]+)?$/, 'a site path such as /pricing/ (lower-case, hyphens)');

const dateTimeError =
  'an ISO 8601 date-time with its time zone, e.g. 2026-12-01T09:00:00Z or 2026-12-01T09:00:00-05:00';

export const pageEntrySchema = z
  .strictObject({
    path,
    template: z.enum(TEMPLATE_IDS, {
      error: `must be one of the page templates: ${TEMPLATE_IDS.join(', ')}`,
    }),
    /** Title without the brand; the build appends it. */
    title: z.string().min(1).max(70),
    description: z.string().min(1).max(200),
    noindex: z.boolean().optional(),
    /** Scheduling (docs/content.md): hidden everywhere before `publishAt` and from `unpublishAt` on. */
    publishAt: z.iso.datetime({ offset: true, error: dateTimeError }).optional(),
    unpublishAt: z.iso.datetime({ offset: true, error: dateTimeError }).optional(),
    props: z.record(z.string(), z.unknown()),
  })
  .superRefine((entry, ctx) => {
    if (
      entry.publishAt &&
      entry.unpublishAt &&
      Date.parse(entry.unpublishAt) <= Date.parse(entry.publishAt)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['unpublishAt'],
        message: `${entry.unpublishAt} is not after publishAt ${entry.publishAt}`,
      });
  });
export type PageEntry = z.infer<typeof pageEntrySchema>;

/** A content problem: where it is and what was expected. */
export interface ContentIssue {
  file: string;
  field: string;
  message: string;
}

export function issuesFromZod(file: string, error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.length ? issue.path.join('.') : '(root)',
    message: plainMessage(issue),
  }));
}

export class ContentError extends Error {
  readonly issues: ContentIssue[];
  constructor(issues: ContentIssue[]) {
    super(
      `Content is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n` +
        issues.map((issue) => `  ${issue.file} › ${issue.field}: ${issue.message}`).join('\n'),
    );
    this.name = 'ContentError';
    this.issues = issues;
  }
}

/**
 * A failure of the content itself or of its source, whose message is written for the person who
 * edits it: printed as it is, without a stack (the build, `build:changed`, watch mode).
 */
export function isContentProblem(error: unknown): error is ContentError | ContentfulError {
  return error instanceof ContentError || error instanceof ContentfulError;
}
