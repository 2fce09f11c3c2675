/**
 * What the forms service needs from the content store: the forms (content/forms.json and
 * content/forms/*.json: definitions, provider ids, who is notified) and the free-trial link.
 * Read once at start; a broken form file leaves that form out (the build refuses it anyway, and
 * the other forms keep working), a missing settings file the trial link out of the result page,
 * rather than stopping the server.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FormRegistry } from '../../src/contracts/schemas/forms.ts';
import { FORMS_FOLDER, loadFormRegistry } from '../../src/content/forms.ts';
import type { ContentIssue } from '../../src/content/model.ts';

export interface FormsContent {
  registry?: FormRegistry;
  trialUrl?: string;
  /** Problems of the form files (those forms are left out), for the log. */
  issues?: ContentIssue[];
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
  const { registry, issues } = loadFormRegistry(contentDir);
  const settings = readJson(path.join(contentDir, 'settings.json')) as
    { secureOrigin?: unknown; registration?: { free?: unknown } } | undefined;
  const free = settings?.registration?.free;
  const origin = env.SECURE_ORIGIN ?? settings?.secureOrigin;
  const trialUrl =
    typeof free === 'number' && typeof origin === 'string'
      ? `${origin.replace(/\/+$/, '')}/members/register/${free}/`
      : undefined;
  return { registry, trialUrl, issues };
}

/** What tells a changed form file: the names and modification times of the forms' files. */
function formsSignature(contentDir: string): string {
  const stamp = (file: string) => {
    try {
      return `${file}:${statSync(file).mtimeMs}`;
    } catch {
      return `${file}:-`;
    }
  };
  let names: string[] = [];
  try {
    names = readdirSync(path.join(contentDir, FORMS_FOLDER)).sort();
  } catch {
    // No folder: no forms, which the signature says as well.
  }
  return [
    stamp(path.join(contentDir, 'forms.json')),
    ...names.map((name) => stamp(path.join(contentDir, FORMS_FOLDER, name))),
  ].join('|');
}

/**
 * The forms, re-read when a file of content/forms/ (or forms.json) is added, removed or saved:
 * with `npm start` a form added in the studio is built into its page within seconds, and the
 * forms service must accept its posts without a restart. A few stat calls per post.
 */
export function liveFormRegistry(
  contentDir: string,
  initial: FormRegistry | undefined,
): () => FormRegistry | undefined {
  let signature = formsSignature(contentDir);
  let registry = initial;
  return () => {
    const now = formsSignature(contentDir);
    if (now !== signature) {
      signature = now;
      registry = loadFormRegistry(contentDir).registry;
    }
    return registry;
  };
}
