import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function NotFoundPage({ props }: TemplateProps) {
  return (
    <BasicPage props={props} eyebrow="Error 404">
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </BasicPage>
  );
}
