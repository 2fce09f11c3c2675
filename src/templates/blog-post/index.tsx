import type { TemplateProps } from '../../contracts/templates.ts';
import type { TocEntry } from '../../contracts/schemas/pages.ts';
import type { Card } from '../../contracts/schemas/common.ts';
import { BlockImage, MEDIUM_SIZES } from '../../blocks/BlockImage.tsx';
import { RichText } from '../../richtext/RichText.tsx';
import { BODY_SLOT_KEY, PRERENDERED_ATTRIBUTE } from '../../contracts/prerendered.ts';
import { Container } from '../../ui/Container/Container.tsx';
import { Section } from '../../ui/Section/Section.tsx';
import { PageHeader } from '../shared/PageHeader.tsx';
import { NewsletterBanner } from '../../sections/newsletter/NewsletterBanner.tsx';
import type { EventStateName, PageEvent } from '../../contracts/schemas/pages.ts';
import { linkProps } from '../../ui/link/link.ts';
import { EventTime } from '../shared/EventTime.tsx';
import styles from './Post.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

function Byline({ author, date, minutes }: { author?: string; date?: string; minutes?: number }) {
  if (!author && !date && !minutes) return null;
  return (
    <div className={styles.byline}>
      {/* Initials: the name is written beside them, so they are decoration to a screen reader. */}
      {author ? (
        <span className={styles.avatar} aria-hidden="true">
          {initials(author)}
        </span>
      ) : null}
      {/* The spaces are text outside the hidden dot, so that the page's text (what the search
          index and a reader's copy get) keeps the name, date and reading time apart. */}
      <p>
        {author ? <strong>{author}</strong> : null}{' '}
        <span>
          {date ? <time dateTime={date}>{dateFormat.format(new Date(date))}</time> : null}
          {date && minutes ? (
            <>
              {' '}
              <span aria-hidden="true">·</span>{' '}
            </>
          ) : null}
          {minutes ? <span>{minutes} min read</span> : null}
        </span>
      </p>
    </div>
  );
}

/** Links to the post's headings; the runtime scrolls to a hash target (src/runtime/scroll.ts). */
function TableOfContents({ entries }: { entries: TocEntry[] | undefined }) {
  if (!entries || entries.length < 2) return null;
  return (
    <nav className={styles.toc} aria-labelledby="toc-heading">
      <h2 id="toc-heading">On this page</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id} data-level={entry.level}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const SESSION_LABEL: Record<EventStateName, string> = {
  upcoming: 'Live session',
  live: 'Happening now',
  past: 'This session has ended',
};

/**
 * A webinar's or live Q&A's session: its date and time, then, once it is over, the recording (or
 * the plain fact that it ended; the build has taken its registration form out of the body).
 */
function Session({ events, state }: { events: PageEvent[] | undefined; state?: EventStateName }) {
  if (!events?.length || !state) return null;
  // The session the page is about now: the next one not over, else the last one.
  const event = events.find((candidate) => candidate.state !== 'past') ?? events.at(-1);
  if (!event) return null;
  return (
    <aside className={styles.session} data-state={state} aria-labelledby="session-heading">
      <h2 id="session-heading">{SESSION_LABEL[state]}</h2>
      <p>
        <EventTime event={event} />
      </p>
      {state === 'past' ? (
        event.recordingUrl ? (
          <p>
            <a {...linkProps(event.recordingUrl)}>Watch the recording</a>
          </p>
        ) : (
          <p>
            There is no recording of this session. <a href="/webinars/">See our other webinars</a>.
          </p>
        )
      ) : null}
    </aside>
  );
}

function RelatedReading({ posts }: { posts: Card[] | undefined }) {
  if (!posts?.length) return null;
  return (
    // Other posts' titles: kept out of the search index, which would match this post for them.
    <section className={styles.related} aria-labelledby="related-heading" data-pagefind-ignore="">
      <h2 id="related-heading">Related reading</h2>
      <ul>
        {posts.map((post) => (
          <li key={post.permalink}>
            {post.category ? <p data-category>{post.category}</p> : null}
            <h3>
              <a href={post.permalink}>{post.title}</a>
            </h3>
            {post.description ? <p>{post.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function BlogPostTemplate({ props }: TemplateProps<'templates/blog-post'>) {
  const picture = props.image ?? props.videoPreviewImage;
  return (
    <article>
      <PageHeader
        eyebrow={props.eyebrow ?? props.category ?? 'Blog'}
        heading={props.heading}
        intro={props.intro}
        meta={<Byline author={props.author} date={props.date} minutes={props.readingMinutes} />}
      />
      <Section className={styles.post}>
        {picture ? (
          <Container width="medium" className={styles.hero}>
            {/* The post's image is its largest paint: eager and high priority. */}
            <BlockImage
              image={picture}
              className={styles.heroImage}
              sizes={MEDIUM_SIZES}
              priority
            />
          </Container>
        ) : null}
        <div className={styles.postLayout}>
          <Session events={props.events} state={props.eventState} />
          <TableOfContents entries={props.toc} />
          {props.bodyHtml ? (
            // Rendered by the build (src/richtext/prerender.tsx); marked for the browser to take
            // back before hydrating (src/contracts/prerendered.ts).
            <div
              className={styles.prose}
              {...{ [PRERENDERED_ATTRIBUTE]: BODY_SLOT_KEY }}
              dangerouslySetInnerHTML={{ __html: props.bodyHtml.html }}
            />
          ) : (
            <div className={styles.prose}>
              <RichText value={props.body} />
            </div>
          )}
        </div>
      </Section>
      <Section tone="tint" spacing="compact">
        <div className={styles.postFooter}>
          <RelatedReading posts={props.related} />
        </div>
      </Section>
      {/* The site's banner; its code arrives as the page hydrates (NewsletterBanner). */}
      <NewsletterBanner form={props.newsletterForm} />
    </article>
  );
}
