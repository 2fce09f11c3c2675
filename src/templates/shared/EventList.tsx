import type { PageEvent } from '../../contracts/schemas/pages.ts';
import { linkProps } from '../../ui/link/link.ts';
import { EventTime } from './EventTime.tsx';
import styles from './EventList.module.css';

/**
 * Sessions not over yet (upcoming or live at build time), earliest first: past ones leave the list.
 * The page's structured data still describes every session, past ones as such.
 */
export function upcomingEvents(events: readonly PageEvent[]): PageEvent[] {
  return events
    .filter((event) => event.state !== 'past')
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));
}

/** Upcoming live sessions; the same list the page's structured data announces as Events. */
export function EventList({
  events: all,
  heading = 'Upcoming sessions',
  empty,
  signUpHref,
}: {
  events: PageEvent[];
  heading?: string;
  /** What to say when no session is upcoming; without it the list then renders nothing. */
  empty?: string;
  /**
   * Where "Save your seat" leads when the page signs visitors up itself (its form's heading);
   * otherwise each event's own URL.
   */
  signUpHref?: string;
}) {
  const events = upcomingEvents(all);
  if (events.length === 0 && !empty) return null;
  return (
    <section className={styles.events} aria-labelledby="upcoming-sessions">
      <h2 id="upcoming-sessions">{heading}</h2>
      {events.length === 0 ? <p data-state="none-upcoming">{empty}</p> : null}
      <ul hidden={events.length === 0}>
        {events.map((event) => (
          <li
            key={`${event.startDate}-${event.name}`}
            id={event.url.includes('#') ? event.url.slice(event.url.indexOf('#') + 1) : undefined}
            className={styles.event}
            data-state={event.state}
          >
            <EventTime event={event} />
            <h3>{event.name}</h3>
            {event.state === 'live' ? <p data-live>Happening now</p> : null}
            <p>{event.description}</p>
            <a className={styles.join} {...linkProps(signUpHref ?? event.url)}>
              Save your seat<span className="visually-hidden">: {event.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
