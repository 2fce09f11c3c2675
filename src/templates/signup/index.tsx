import { registrationIdOf } from '../../contracts/paths.ts';
import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../shared/BasicPage.tsx';
import { HelpLink } from '../../chrome/HelpLink.tsx';
import { LazySignupForm } from './LazySignupForm.tsx';
import styles from './SignupForm.module.css';

/** The sign-up form, then help from the trial's own help widget (docs/product.md §5.7). */
export default function SignupTemplate({ path, props }: TemplateProps<'templates/signup'>) {
  return (
    <BasicPage props={props} eyebrow="Sign up">
      <LazySignupForm registrationId={registrationIdOf(path)} />
      <p className={styles.help}>
        Questions? <HelpLink type="TRIAL">Ask our team</HelpLink>
      </p>
    </BasicPage>
  );
}
