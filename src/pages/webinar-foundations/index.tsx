import type { TemplateProps } from '../../contracts/templates.ts';
import type { PageEvent } from '../../contracts/schemas/pages.ts';
import type { RichText as RichTextValue } from '../../contracts/schemas/richtext.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';
import { EventList } from '../../templates/shared/EventList.tsx';

type WebinarProps = { events?: PageEvent[]; body?: RichTextValue };

/** The session dates come first, then the agenda, speakers and the registration form of the body. */
export default function WebinarFoundationsPage({ props }: TemplateProps<WebinarProps>) {
  const { body, ...header } = props;
  return (
    <BasicPage props={header} eyebrow="Webinar series">
      <EventList events={props.events ?? []} signUpHref="#register" />
      <RichText value={body} />
    </BasicPage>
  );
}
