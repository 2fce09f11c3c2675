import type { TemplateProps } from '../../contracts/templates.ts';
import { TourFrame } from '../../sections/tour/TourFrame.tsx';
import styles from '../../sections/tour/Tour.module.css';
import { PageHeader } from '../../templates/shared/PageHeader.tsx';
import { Section } from '../../ui/Section/Section.tsx';

interface ProductTourProps {
  heading?: string;
  intro?: string;
}

/** The tour full-page (the layout leaves out the footer here): the INBOX tour. */
export default function ProductTourPage({ props }: TemplateProps<ProductTourProps>) {
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
    </article>
  );
}
