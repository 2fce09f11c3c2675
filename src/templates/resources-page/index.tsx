import type { TemplateProps } from '../../contracts/templates.ts';
import { CardList } from '../../blocks/PostCard.tsx';
import { ContentPage } from '../shared/ContentPage.tsx';

/** A guide or template, or (with a `collection`) the listing of them. */
export default function ResourcesPageTemplate({
  props,
}: TemplateProps<'templates/resources-page'>) {
  return (
    <ContentPage props={props} eyebrow="Resources">
      {props.cards?.length ? <CardList cards={props.cards} headingLevel={2} /> : null}
    </ContentPage>
  );
}
