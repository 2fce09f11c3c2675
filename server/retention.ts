/**
 * How long the service keeps what visitors send (issue 36), the one place the privacy policy's
 * "Retention" periods are set in code (content/pages/legal/privacy.md states them;
 * retention.test.ts fails when the two differ). Deleted at server start and daily by the worker
 * that owns each database (forms/db-worker.ts; consent: consent/worker.ts), and by hand with
 * `npm run leads -- prune` and `npm run events -- prune`.
 */

/**
 * Leads (forms.sqlite): deleted this many months after they were received, and only once every
 * destination has them (HubSpot, email, webhook). A lead not yet delivered everywhere (pending,
 * retrying, dead-lettered) or with no destination at all is this database's only copy, so it is
 * never deleted: sales must never lose one.
 */
export const LEAD_RETENTION_MONTHS = 24;

/** Analytics events (events.sqlite: page views and the conversions recorded with them). */
export const EVENT_RETENTION_MONTHS = 13;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the workers delete what is past its period. */
const PRUNE_INTERVAL_MS = DAY_MS;

/**
 * The cut-off, as stored times are written (toISOString: UTC, fixed length, so text order is
 * time order): rows received before it are past their period. The 31st less one month is the
 * last day of the shorter month (Date's overflow would move it into the next).
 */
export function monthsBefore(now: Date, months: number): string {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff.toISOString();
}

/** What a worker prunes: the stores of the databases it owns. */
export interface PrunableStores {
  leads?: { pruneDelivered(cutoff: string): number };
  events?: { prune(cutoff: string): number };
}

/** Deletes what is past its period in `stores` at `now`; answers how many rows of each. */
export function pruneExpired(
  stores: PrunableStores,
  now = new Date(),
): { leads: number; events: number } {
  return {
    leads: stores.leads?.pruneDelivered(monthsBefore(now, LEAD_RETENTION_MONTHS)) ?? 0,
    events: stores.events?.prune(monthsBefore(now, EVENT_RETENTION_MONTHS)) ?? 0,
  };
}

/**
 * Runs `prune` now, as the worker that owns the data starts with the server, and once a day
 * after. Its report (null: nothing deleted) is logged; a failure, such as a lock held past the
 * busy timeout by a backup, is logged too, and the next day's run catches up. Used by the forms
 * and events worker and by the consent worker.
 */
export function pruneDaily(what: string, prune: () => string | null): void {
  const run = () => {
    try {
      const report = prune();
      if (report) console.log(report);
    } catch (error) {
      console.error(`${what}: pruning failed:`, (error as Error).message);
    }
  };
  run();
  setInterval(run, PRUNE_INTERVAL_MS);
}

/** The log line for a prune, or null when nothing was deleted. */
export function pruneReport({ leads, events }: { leads: number; events: number }): string | null {
  if (leads === 0 && events === 0) return null;
  return `Retention: deleted ${leads} lead(s) delivered to every destination and older than ${LEAD_RETENTION_MONTHS} months, ${events} analytics event(s) older than ${EVENT_RETENTION_MONTHS} months.`;
}
