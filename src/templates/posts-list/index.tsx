import type { TemplateProps } from '../../app/routes.ts';
import { CardList } from '../../blocks/PostCard.tsx';
import type { ContentPageProps } from '../../content/schemas/pages.ts';
import { ContentPage } from '../shared/ContentPage.tsx';

export default function PostsListTemplate({ props }: TemplateProps<ContentPageProps>) {
  return (
    <ContentPage props={props} eyebrow="Blog">
      {props.cards?.length ? <CardList cards={props.cards} headingLevel={2} /> : null}
    </ContentPage>
  );
}
