import type { TemplateProps } from '../../contracts/templates.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';
import { EventList } from '../../templates/shared/EventList.tsx';

/** The upcoming classes come first: they are what a visitor came to pick from; the body explains and signs up. */
export default function ClassesPage({ props }: TemplateProps<'pages/classes'>) {
  const { body, ...header } = props;
  return (
    <BasicPage props={header} eyebrow="Classes">
      <EventList
        events={props.events ?? []}
        signUpHref="#how-to-sign-up"
        heading="Upcoming classes"
      />
      <RichText value={body} />
    </BasicPage>
  );
}
