/**
 * The Nu HTML Checker's errors as the audit counts them (scripts/checks/audit.ts). The checker can lag
 * behind the HTML standard: an error it reports against markup the standard now allows is set
 * aside, but only where the markup it highlights is that very case, and the audit prints how
 * many were set aside and why.
 */

export interface CheckerMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  /** Source around the error; the error itself is `hiliteLength` characters from `hiliteStart`. */
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

interface CheckerLag {
  message: string;
  /** How the highlighted markup starts for the error to be set aside. */
  markup: string;
  why: string;
}

export const CHECKER_LAGS: readonly CheckerLag[] = [
  {
    // Checker 26.9.27 allows `blocking` only on stylesheets.
    message:
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    markup: '<link rel="expect"',
    why: 'the HTML standard allows blocking="render" on <link rel="expect">; the checker does not know it yet',
  },
];

const highlighted = (message: CheckerMessage) =>
  message.extract?.slice(
    message.hiliteStart ?? 0,
    (message.hiliteStart ?? 0) + (message.hiliteLength ?? message.extract.length),
  ) ?? '';

/** The checker's errors, split into those that count and those set aside, with the lag's reason. */
export function sortCheckerErrors(messages: readonly CheckerMessage[]) {
  const errors: CheckerMessage[] = [];
  const setAside = new Map<string, number>();
  for (const message of messages) {
    if (message.type !== 'error') continue;
    const lag = CHECKER_LAGS.find(
      (candidate) =>
        candidate.message === message.message && highlighted(message).startsWith(candidate.markup),
    );
    if (lag) setAside.set(lag.why, (setAside.get(lag.why) ?? 0) + 1);
    else errors.push(message);
  }
  return { errors, setAside };
}
