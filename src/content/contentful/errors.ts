/**
 * Contentful's configuration and fetch failures in an editor's words (issue 32, point 8): a half
 * configuration is an error, not a silent build from content/, and a failed fetch is one line
 * per cause instead of the HTTP client's dump. Its own module, so that the build can tell these
 * errors apart without loading the Contentful SDK.
 */

export class ContentfulError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentfulError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Whether the build reads Contentful: a space and a token (the delivery token, or a preview token
 * for drafts). One without the other throws, naming what is missing.
 */
export function contentfulConfigured(env: Env): boolean {
  const space = Boolean(env.CONTENTFUL_SPACE_ID);
  const token = Boolean(env.CONTENTFUL_ACCESS_TOKEN || env.CONTENTFUL_PREVIEW_TOKEN);
  if (space === token) return space;
  throw new ContentfulError(
    space
      ? 'CONTENTFUL_SPACE_ID is set but CONTENTFUL_ACCESS_TOKEN is not. Set both to build from Contentful, or remove CONTENTFUL_SPACE_ID to build from content/.'
      : `${env.CONTENTFUL_ACCESS_TOKEN ? 'CONTENTFUL_ACCESS_TOKEN' : 'CONTENTFUL_PREVIEW_TOKEN'} is set but CONTENTFUL_SPACE_ID is not. Set both to build from Contentful, or remove the token to build from content/.`,
  );
}

/** What to check for each kind of answer. */
function hint(status: number): string {
  if (status === 401)
    return 'check CONTENTFUL_ACCESS_TOKEN (or CONTENTFUL_PREVIEW_TOKEN for drafts)';
  if (status === 404) return 'check CONTENTFUL_SPACE_ID and CONTENTFUL_ENVIRONMENT';
  if (status === 429 || status >= 500) return 'Contentful is busy or down: try again later';
  return 'see Contentful’s message above';
}

interface SdkErrorData {
  status?: number;
  message?: string;
  details?: { errors?: { name?: string; details?: string; path?: unknown }[] };
  request?: { url?: string };
}

/** The SDK's error carries its answer as JSON in its message; a network error does not. */
function sdkAnswer(error: Error): SdkErrorData | null {
  try {
    const data = JSON.parse(error.message) as SdkErrorData;
    return typeof data?.status === 'number' ? data : null;
  } catch {
    return null;
  }
}

/** A failed read of the space, as the lines a person needs: what happened and what to check. */
export function describeContentfulFailure(error: unknown, host: string): string[] {
  if (!(error instanceof Error)) return [`Contentful could not be read: ${String(error)}`];
  const answer = sdkAnswer(error);
  if (answer) {
    const status = answer.status ?? 0;
    const lines = [
      `Contentful answered ${status} ${error.name}${answer.message ? `: ${answer.message}` : ''} (${host}): ${hint(status)}.`,
    ];
    for (const cause of answer.details?.errors ?? [])
      lines.push(`  ${[cause.name, cause.details].filter(Boolean).join(': ')}`);
    return lines;
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string')
    return [
      `Contentful could not be reached at ${host} (${code}): check CONTENTFUL_HOST and the network.`,
    ];
  return [`Contentful could not be read from ${host}: ${error.message.split('\n')[0]}`];
}
