/**
 * Time on the site (issue 33, points 4 and 5): which entries are published at a moment, which
 * state an event is in, and when the built site next goes stale. Every function takes "now" as an
 * argument, so the build, the server and the tests agree on one clock: `BUILD_DATE` when set, the
 * real time otherwise (`buildNow`).
 */

/** An entry's publication window; either end may be missing. */
export interface PublicationWindow {
  /** ISO 8601 date-time with offset: hidden before it. */
  publishAt?: string;
  /** ISO 8601 date-time with offset: hidden from it on. */
  unpublishAt?: string;
}

/** The build's "now": `BUILD_DATE` (an ISO 8601 date or date-time) when set, else the clock. */
export function buildNow(
  env: Record<string, string | undefined> = process.env,
  clock: () => number = Date.now,
): Date {
  const value = env.BUILD_DATE?.trim();
  if (!value) return new Date(clock());
  // A bare date means its midnight in UTC, as Date parses it; anything else must carry its zone,
  // or the same BUILD_DATE would mean different moments on different machines.
  const ok =
    /^\d{4}-\d{2}-\d{2}$/.test(value) ||
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
  const date = new Date(value);
  if (!ok || Number.isNaN(date.getTime()))
    throw new Error(
      `BUILD_DATE must be an ISO 8601 date (2026-11-27) or date-time with its zone (2026-11-27T09:00:00Z), got "${value}"`,
    );
  return date;
}

const time = (iso: string | undefined): number | undefined =>
  iso === undefined ? undefined : Date.parse(iso);

/** Published at `now`: from `publishAt` (inclusive) until `unpublishAt` (exclusive). */
export function isPublished(window: PublicationWindow, now: Date): boolean {
  const start = time(window.publishAt);
  const end = time(window.unpublishAt);
  const at = now.getTime();
  return (start === undefined || start <= at) && (end === undefined || at < end);
}

/** Where an event is in its life: before its start, between start and end, after its end. */
export type EventState = 'upcoming' | 'live' | 'past';

/** How long an event without an end is taken to last: one hour, the common webinar slot. */
export const DEFAULT_EVENT_MS = 60 * 60 * 1000;

/** The moment an event ends: its `endDate`, or one hour after its start. */
export function eventEnd(event: { startDate: string; endDate?: string }): number {
  return time(event.endDate) ?? Date.parse(event.startDate) + DEFAULT_EVENT_MS;
}

export function eventState(event: { startDate: string; endDate?: string }, now: Date): EventState {
  const at = now.getTime();
  if (at < Date.parse(event.startDate)) return 'upcoming';
  return at < eventEnd(event) ? 'live' : 'past';
}

/** The state of a page announcing several sessions: live if one is, upcoming if one will be. */
export function overallState(states: readonly EventState[]): EventState | undefined {
  if (states.length === 0) return undefined;
  if (states.includes('live')) return 'live';
  return states.includes('upcoming') ? 'upcoming' : 'past';
}

/** Events not yet over (upcoming or live), earliest start first. */
export function upcomingFirst<T extends { startDate: string; endDate?: string }>(
  events: readonly T[],
  now: Date,
): T[] {
  return events
    .filter((event) => eventState(event, now) !== 'past')
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}

/** A moment at which the built site changes: an entry appears or leaves, an event changes state. */
export interface DueMoment {
  at: string;
  /** The content file and field that fall due, e.g. `pages/blog/x.md › publishAt`. */
  what: string;
}

/** The due moments strictly after `now`, earliest first. */
export function dueMoments(moments: readonly DueMoment[], now: Date): DueMoment[] {
  return moments
    .filter((moment) => Date.parse(moment.at) > now.getTime())
    .map((moment) => ({ at: new Date(moment.at).toISOString(), what: moment.what }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.what.localeCompare(b.what));
}

/** What the build writes for the server and for schedulers: when it next needs to run. */
export interface ScheduleFile {
  /** The "now" the build used. */
  builtFor: string;
  /** The earliest due moment, or null when nothing is scheduled. */
  nextDueAt: string | null;
  /** Every due moment, earliest first (file and field only: never a title). */
  due: DueMoment[];
}

export function scheduleFile(moments: readonly DueMoment[], now: Date): ScheduleFile {
  const due = dueMoments(moments, now);
  return { builtFor: now.toISOString(), nextDueAt: due[0]?.at ?? null, due };
}
