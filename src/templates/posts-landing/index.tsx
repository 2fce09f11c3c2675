import type { TemplateProps } from '../../contracts/templates.ts';
import { CardList } from '../../blocks/PostCard.tsx';
import type { ContentPageProps } from '../../contracts/schemas/pages.ts';
import { ContentPage } from '../shared/ContentPage.tsx';

/** The blog's front page: the newest post featured, the rest in a grid. */
export default function PostsLandingTemplate({ props }: TemplateProps<ContentPageProps>) {
  return (
    <ContentPage props={props} eyebrow="Blog">
      {props.cards?.length ? (
        <CardList cards={props.cards} headingLevel={2} variant="WITH_FEATURED" />
      ) : null}
    </ContentPage>
  );
}
