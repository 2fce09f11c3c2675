/**
 * The forms service's side of the outbox: an accepted submission is committed, with a pending
 * delivery per configured destination, before the visitor is answered, whatever FORMS_PROVIDER
 * says (docs/forms.md). Submissions arriving together are written in one transaction (group
 * commit: one disk sync for all), each answered only once that transaction is on disk.
 */
import type { AcceptedSubmission, AcceptResult } from './lead-store.ts';

/** A submission to commit, with the destinations it will be delivered to. */
export interface AcceptItem {
  submission: AcceptedSubmission;
  destinations: readonly string[];
}

/** The one store operation the intake needs (store-client.ts's backends have it). */
export interface AcceptBackend {
  accept(items: readonly AcceptItem[], now?: number): Promise<AcceptResult[]>;
}

export type IntakeResult = AcceptResult | 'unavailable';

export interface Intake {
  accept(submission: AcceptedSubmission): Promise<IntakeResult>;
}

export function createIntake(
  backend: AcceptBackend,
  destinations: readonly string[],
  /** Called after a commit that stored something (wakes the delivery worker). */
  onStored: () => void = () => {},
): Intake {
  let queue: { submission: AcceptedSubmission; done: (result: IntakeResult) => void }[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    try {
      const results = await backend.accept(
        batch.map(({ submission }) => ({ submission, destinations })),
      );
      batch.forEach((entry, index) => entry.done(results[index] ?? 'unavailable'));
      if (results.includes('stored')) onStored();
    } catch (error) {
      // Locked past the worker's busy timeout, disk full: nothing stored, nothing promised.
      console.error('Could not store form submissions:', error);
      for (const entry of batch) entry.done('unavailable');
    }
  };
  return {
    accept: (submission) =>
      new Promise((done) => {
        if (queue.length === 0) setImmediate(() => void flush());
        queue.push({ submission, done });
      }),
  };
}
