import { useSyncExternalStore } from 'react';
import { sessionTime } from '../../contracts/event-time.ts';
import type { PageEvent } from '../../contracts/schemas/pages.ts';

/** Nothing to subscribe to: the visitor's zone does not change while the page is open. */
const subscribe = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * A session's date and time. The prerendered page, and the render that hydrates it, show the text
 * the build wrote in the event's own zone, zone stated (React takes the server snapshot while
 * hydrating, so the markup never mismatches); right after, React re-renders with the visitor's
 * zone. `data-zone` says which one is on screen.
 */
export function EventTime({ event, className }: { event: PageEvent; className?: string }) {
  const client = useSyncExternalStore(subscribe, onClient, onServer);
  const text = client
    ? sessionTime(event, undefined)
    : (event.when ?? sessionTime(event, event.timeZone));
  return (
    <time dateTime={event.startDate} className={className} data-zone={client ? 'visitor' : 'event'}>
      {text}
    </time>
  );
}
