import type { TemplateProps } from '../../contracts/templates.ts';
import { BasicPage } from '../shared/BasicPage.tsx';
import { SignupForm } from './SignupForm.tsx';

/** `/members/register/{id}/`: the registration id is the path's last segment. */
export function registrationIdOf(path: string): string {
  return /^\/members\/register\/([^/]+)\/$/.exec(path)?.[1] ?? '';
}

export default function SignupTemplate({ path, props }: TemplateProps) {
  return (
    <BasicPage props={props} eyebrow="Sign up">
      <SignupForm registrationId={registrationIdOf(path)} />
    </BasicPage>
  );
}
