import type { TemplateProps } from '../../contracts/templates.ts';
import { CardList } from '../../blocks/PostCard.tsx';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { ContentPage } from '../shared/ContentPage.tsx';

/** The integrations, each card showing the integration's logo whole. */
export default function IntegrationsListTemplate({ props }: TemplateProps<ContentPageProps>) {
  return (
    <ContentPage props={props} eyebrow="Integrations">
      {props.cards?.length ? <CardList cards={props.cards} headingLevel={2} logos /> : null}
    </ContentPage>
  );
}
