import type { TemplateProps } from '../../contracts/templates.ts';
import { CardList } from '../../blocks/PostCard.tsx';
import { ContentPage } from '../shared/ContentPage.tsx';

export default function CompanyPageTemplate({ props }: TemplateProps<'templates/company-page'>) {
  // Job openings have no pictures: a compact list with their descriptions.
  const jobs = props.collection?.template === 'templates/job-post';
  return (
    <ContentPage props={props} eyebrow="Company">
      {props.cards?.length ? (
        <CardList
          cards={props.cards}
          headingLevel={2}
          variant={jobs ? 'COMPACT_WITH_DESCRIPTION' : undefined}
        />
      ) : null}
    </ContentPage>
  );
}
