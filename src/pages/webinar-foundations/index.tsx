import type { TemplateProps } from '../../contracts/templates.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';
import { EventList } from '../../templates/shared/EventList.tsx';

/** The session dates come first, then the agenda, speakers and the registration form of the body. */
export default function WebinarFoundationsPage({
  props,
}: TemplateProps<'pages/webinar-foundations'>) {
  const { body, ...header } = props;
  return (
    <BasicPage props={header} eyebrow="Webinar series">
      <EventList
        events={props.events ?? []}
        signUpHref="#register"
        empty="This series has ended. Its recordings are among our webinars on demand."
      />
      <RichText value={body} />
    </BasicPage>
  );
}
