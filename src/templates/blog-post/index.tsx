import type { TemplateProps } from '../../contracts/templates.ts';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { ContentPage } from '../shared/ContentPage.tsx';
import styles from '../shared/BasicPage.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export default function BlogPostTemplate({ props }: TemplateProps<ContentPageProps>) {
  const meta =
    props.author || props.date ? (
      <p className={styles.meta}>
        {props.author ? <span>By {props.author}</span> : null}
        {props.author && props.date ? ' · ' : null}
        {props.date ? (
          <time dateTime={props.date}>{dateFormat.format(new Date(props.date))}</time>
        ) : null}
      </p>
    ) : null;
  // The post's image is its hero (ContentPage): eager and high priority, the rest lazy.
  return <ContentPage props={props} eyebrow={props.category ?? 'Blog'} meta={meta} />;
}
