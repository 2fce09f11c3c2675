import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';

export default function ServerErrorPage({ path, props }: TemplateProps) {
  return (
    <BasicPage props={props} eyebrow="Error 500">
      <p>
        <a href={path} data-full-navigation="">
          Try again
        </a>
      </p>
    </BasicPage>
  );
}
