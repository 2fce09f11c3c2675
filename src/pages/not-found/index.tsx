import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../../templates/shared/BasicPage.tsx';
import styles from '../../templates/shared/BasicPage.module.css';

export default function NotFoundPage({ props }: TemplateProps<'pages/not-found'>) {
  return (
    <BasicPage props={props} eyebrow="Error 404">
      <p className={styles.actions}>
        <a href="/">Go to the home page</a>
      </p>
    </BasicPage>
  );
}
