/** The embedded default settings, validated like the build does, for tests that render the app. */
import raw from '../../content/settings.json' with { type: 'json' };
import { settingsSchema, type Settings } from '../contracts/schemas/settings.ts';

export const TEST_SETTINGS: Settings = settingsSchema.parse(raw);
