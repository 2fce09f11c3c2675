import type { TemplateProps } from '../../contracts/templates.ts';
import { FormChoices, type PageChoices } from '../../forms/choices.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';
import { EventList } from '../../templates/shared/EventList.tsx';

const when = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

type Events = NonNullable<TemplateProps<'pages/classes'>['props']['events']>;

/** The sessions the sign-up form offers: each class with its time, as the list above shows them. */
export function sessionChoices(events: Events): PageChoices {
  const session = events.map((event) => {
    const label = event.startDate
      ? `${event.name} (${when.format(new Date(event.startDate))})`
      : event.name;
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
      />
      <FormChoices value={sessionChoices(props.events ?? [])}>
        <RichText value={body} />
      </FormChoices>
    </BasicPage>
  );
}
