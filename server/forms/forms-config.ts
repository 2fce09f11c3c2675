/**
 * What the forms service needs from the content store: the form registry (to resolve provider
 * ids) and the free-trial link. Read once at start; a missing or broken file leaves forms
 * reachable by name and the trial link out of the result page, rather than stopping the server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formsSchema, type FormRegistry } from '../../src/contracts/schemas/forms.ts';

export interface FormsContent {
  registry?: FormRegistry;
  trialUrl?: string;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export function loadFormsContent(
  contentDir: string,
  env: Record<string, string | undefined> = process.env,
): FormsContent {
  const registry = formsSchema.safeParse(readJson(path.join(contentDir, 'forms.json')));
  const settings = readJson(path.join(contentDir, 'settings.json')) as
    { secureOrigin?: unknown; registration?: { free?: unknown } } | undefined;
  const free = settings?.registration?.free;
  const origin = env.SECURE_ORIGIN ?? settings?.secureOrigin;
  const trialUrl =
    typeof free === 'number' && typeof origin === 'string'
      ? `${origin.replace(/\/+$/, '')}/members/register/${free}/`
      : undefined;
  return { registry: registry.success ? registry.data : undefined, trialUrl };
}
