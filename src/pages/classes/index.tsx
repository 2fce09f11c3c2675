import type { TemplateProps } from '../../contracts/templates.ts';
import { FormChoices, type PageChoices } from '../../forms/choices.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';
import { EventList, upcomingEvents } from '../../templates/shared/EventList.tsx';
import { sessionTime } from '../../contracts/event-time.ts';

type Events = NonNullable<TemplateProps<'pages/classes'>['props']['events']>;

/**
 * The sessions the sign-up form offers: each upcoming class with its time, zone stated (the text
 * the build wrote in the class's zone), earliest first; a class that has ended is not offered.
 */
export function sessionChoices(events: Events): PageChoices {
  const session = upcomingEvents(events).map((event) => {
    const label = `${event.name} (${event.when ?? sessionTime(event, event.timeZone)})`;
    return { value: label, label };
  });
  return { session };
}

/** The upcoming classes come first: they are what a visitor came to pick from; the body explains and signs up. */
export default function ClassesPage({ props }: TemplateProps<'pages/classes'>) {
  const { body, ...header } = props;
  return (
    <BasicPage props={header} eyebrow="Classes">
      <EventList
        events={props.events ?? []}
        signUpHref="#how-to-sign-up"
        heading="Upcoming classes"
        empty="No class is scheduled right now. Leave your details below and we will tell you when the next one opens; everyone registered receives the recordings."
      />
      <FormChoices value={sessionChoices(props.events ?? [])}>
        <RichText value={body} />
      </FormChoices>
    </BasicPage>
  );
}
