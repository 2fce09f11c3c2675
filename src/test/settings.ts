/** The embedded default settings, validated like the build does, for tests that render the app. */
import raw from '../../content/settings.json' with { type: 'json' };
import { settingsSchema, type Settings } from '../contracts/schemas/settings.ts';
import { withFacts } from '../content/facts.ts';
import type { ContentIssue } from '../content/model.ts';

const parsed = settingsSchema.parse(raw);
const issues: ContentIssue[] = [];
// The trial button states the trial's length as {{trial-days}}, filled in as the build does.
const buttonText = withFacts(
  parsed.trial.buttonText,
  new Map([['trial-days', String(parsed.trial.days)]]),
  'settings.json',
  issues,
  'trial.buttonText',
) as string;
if (issues.length > 0) throw new Error(issues.map((issue) => issue.message).join('\n'));

export const TEST_SETTINGS: Settings = { ...parsed, trial: { ...parsed.trial, buttonText } };
