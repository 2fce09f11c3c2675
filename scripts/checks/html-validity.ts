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
  message: string | RegExp;
  /** How the highlighted markup starts for the error to be set aside (any markup when absent). */
  markup?: string;
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
  // Since pages carry their stylesheet inline (issue 37), the checker's CSS validator reads it; it
  // predates these CSS features, which every current browser engine supports or ignores safely.
  {
    message: /^CSS: “animation-timeline”: Property “animation-timeline” doesn't exist\.$/,
    why: 'animation-timeline (CSS Scroll-driven Animations) is unknown to the checker’s CSS validator',
  },
  {
    message:
      /^CSS: (?:Unrecognized at-rule “@container”|“container-type”: Property “container-type” doesn't exist\.)$/,
    why: 'container queries (CSS Containment 3) are unknown to the checker’s CSS validator',
  },
  {
    // Only a value that is one path() shape: any other clip-path value the checker refuses counts.
    message: /^CSS: “clip-path”: “path\("[^"]*"\)” is not a “clip-path” value\.$/,
    why: 'path() shapes in clip-path (CSS Shapes 1, in every current engine) are unknown to the checker’s CSS validator',
  },
];

/** The checker's errors, split into those that count and those set aside, with the lag's reason. */
export function sortCheckerErrors(messages: readonly CheckerMessage[]) {
  const errors: CheckerMessage[] = [];
  const setAside = new Map<string, number>();
  for (const message of messages) {
    if (message.type !== 'error') continue;
    const lag = CHECKER_LAGS.find(
      (candidate) =>
        (typeof candidate.message === 'string'
          ? candidate.message === message.message
          : candidate.message.test(message.message)) &&
        // The highlight is cut where the checker chose; the extract around it holds the markup.
        (message.extract ?? '').includes(candidate.markup ?? ''),
    );
    if (lag) setAside.set(lag.why, (setAside.get(lag.why) ?? 0) + 1);
    else errors.push(message);
  }
  return { errors, setAside };
}
