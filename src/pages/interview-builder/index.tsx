import type { TemplateProps } from '../../app/routes.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function InterviewBuilderPage({ props }: TemplateProps) {
  return <BasicPage props={props} eyebrow="Tools" />;
}
