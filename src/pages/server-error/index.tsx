import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';
import styles from '../../templates/shared/BasicPage.module.css';

export default function ServerErrorPage({ path, props }: TemplateProps<'pages/server-error'>) {
  return (
    <BasicPage props={props} eyebrow="Error 500">
      <p className={styles.actions}>
        <a href={path} data-full-navigation="">
          Try again
        </a>
      </p>
    </BasicPage>
  );
}
