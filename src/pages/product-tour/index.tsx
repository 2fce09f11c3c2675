import type { TemplateProps } from '../../contracts/templates.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { TourFrame } from '../../sections/tour/TourFrame.tsx';
import styles from '../../sections/tour/Tour.module.css';
import { PageHeader } from '../../templates/shared/PageHeader.tsx';
import { Section } from '../../ui/Section/Section.tsx';

/** The tour full-page (the layout leaves out the footer here): the INBOX tour. */
export default function ProductTourPage({ props }: TemplateProps<'pages/product-tour'>) {
  return (
    <article>
      <PageHeader
        eyebrow="Product tour"
        heading={props.heading ?? 'Product tour'}
        intro={props.intro}
      />
      <Section spacing="compact" aria-label="Interactive tour">
        <div className={styles.page}>
          <TourFrame area="INBOX" />
        </div>
      </Section>
      {props.body ? (
        <Section width="narrow">
          <RichText value={props.body} />
        </Section>
      ) : null}
    </article>
  );
}
