import type { TemplateProps } from '../../contracts/templates.ts';
import { ContentPage } from '../shared/ContentPage.tsx';
import { IntegrationsFilter } from './IntegrationsFilter.tsx';

/** The integrations, searchable and filtered by category in place; each logo shown whole. */
export default function IntegrationsListTemplate({
  props,
}: TemplateProps<'templates/integrations-list'>) {
  return (
    <ContentPage props={props} eyebrow="Integrations">
      <IntegrationsFilter cards={props.cards ?? []} />
    </ContentPage>
  );
}
