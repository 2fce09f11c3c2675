import type { TemplateProps } from '../../contracts/templates.ts';
import type { PageEvent } from '../../contracts/schemas/pages.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';
import { EventList } from '../../templates/shared/EventList.tsx';

export default function ClassesPage({ props }: TemplateProps<{ events?: PageEvent[] }>) {
  return (
    <BasicPage props={props} eyebrow="Classes">
      <EventList events={props.events ?? []} />
    </BasicPage>
  );
}
