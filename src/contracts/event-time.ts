/**
 * A session's date and time as one line of text, in a given time zone with the zone stated
 * ("Wed, Dec 2, 2026, 5:00 – 5:45 PM UTC"). The build writes it in the event's own zone
 * (`PageEvent.when`, what the prerendered page shows and hydrates with); the browser then
 * rewrites it in the visitor's zone (src/templates/shared/EventTime.tsx).
 */

const OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** An event without an end is shown by its start alone. `timeZone` undefined: the runtime's own. */
export function sessionTime(
  event: { startDate: string; endDate?: string },
  timeZone: string | undefined,
): string {
  const format = new Intl.DateTimeFormat('en-US', { ...OPTIONS, timeZone });
  const start = new Date(event.startDate);
  return event.endDate ? format.formatRange(start, new Date(event.endDate)) : format.format(start);
}
