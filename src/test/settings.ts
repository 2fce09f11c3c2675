/** The embedded default settings, validated like the build does, for tests that render the app. */
import raw from '../../content/settings.json' with { type: 'json' };
import type { SiteSettings } from '../app/settings.ts';
import { settingsSchema } from '../content/model.ts';

export const TEST_SETTINGS: SiteSettings = settingsSchema.parse(raw) as SiteSettings;
