import type { PageEvent } from '../../contracts/schemas/pages.ts';
import { linkProps } from '../../ui/link/link.ts';
import styles from './EventList.module.css';

const when = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** Upcoming live sessions; the same list the page's structured data announces as Events. */
export function EventList({
  events,
  heading = 'Upcoming sessions',
  signUpHref,
}: {
  events: PageEvent[];
  heading?: string;
  /**
   * Where "Save your seat" leads when the page signs visitors up itself (its form's heading);
   * otherwise each event's own URL.
   */
  signUpHref?: string;
}) {
  if (events.length === 0) return null;
  return (
    <section className={styles.events} aria-labelledby="upcoming-sessions">
      <h2 id="upcoming-sessions">{heading}</h2>
      <ul>
        {events.map((event) => (
          <li
            key={`${event.startDate}-${event.name}`}
            id={event.url.includes('#') ? event.url.slice(event.url.indexOf('#') + 1) : undefined}
            className={styles.event}
          >
            <time dateTime={event.startDate}>{when.format(new Date(event.startDate))}</time>
            <h3>{event.name}</h3>
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
