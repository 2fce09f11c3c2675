import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useSettings } from '../../site/settings.ts';
import { emptySignupValues, SIGNUP_FIELDS, type SignupValues } from '../../tracking/fields.ts';
import { Button } from '../../ui/Button/index.ts';
import { REQUIRED_MESSAGE } from '../../forms/messages.ts';
import fieldStyles from '../shared/Field.module.css';
import styles from './SignupForm.module.css';

/** The local forms endpoint (server/forms/forms.ts). */
export const SIGNUP_ENDPOINT = '/api/forms/signup';
/** The required-field message (docs/product.md §8.3), the same as every form's. */
export { REQUIRED_MESSAGE };
/** The default inline success message (docs/product.md §8.3). */
export const SUCCESS_MESSAGE = 'Thanks!';

type Visible = 'email' | 'firstName' | 'lastName' | 'company';
type Values = Record<Visible, string>;
type Status = 'idle' | 'submitting' | 'done' | 'failed';

const VISIBLE: readonly {
  name: Visible;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
}[] = [
  { name: 'email', label: 'Work email', type: 'email', autoComplete: 'email', required: true },
  {
    name: 'firstName',
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    required: true,
  },
  {
    name: 'lastName',
    label: 'Last name',
    type: 'text',
    autoComplete: 'family-name',
    required: false,
  },
  {
    name: 'company',
    label: 'Company',
    type: 'text',
    autoComplete: 'organization',
    required: false,
  },
];

export interface SignupFormProps {
  /** Registration id from the path (/members/register/{id}/): the plan signed up for. */
  registrationId: string;
}

/**
 * The stand-in for the secure host's registration form: visible fields prefilled from
 * `reg`/`fn`/`ln`/`cn`, and the GA_* hidden fields filled by the tracking module after
 * hydration. Works without JavaScript as a plain form post (hidden fields then hold '-').
 */
export function SignupForm({ registrationId }: SignupFormProps) {
  const settings = useSettings();
  const id = useId();
  const [tracking, setTracking] = useState<SignupValues>(emptySignupValues);
  const [values, setValues] = useState<Values>({
    email: '',
    firstName: '',
    lastName: '',
    company: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Visible, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const formRef = useRef<HTMLFormElement>(null);

  // After a rejected submit (here or by the server), the first field in error takes the focus,
  // once its message is on the page (so it is read with the field).
  const reject = (fieldErrors: Partial<Record<Visible, string>>) => {
    flushSync(() => setErrors(fieldErrors));
    const first = VISIBLE.find((field) => fieldErrors[field.name]);
    const element = first && formRef.current?.elements.namedItem(first.name);
    if (element instanceof HTMLElement) element.focus();
  };

  useEffect(() => {
    let live = true;
    void import('../../tracking/index.ts')
      .then((module) => module.signupForm(window, settings))
      .then(({ fields, prefill }) => {
        if (!live) return;
        setTracking(fields);
        // Never overwrite what the visitor already typed.
        setValues((current) => ({
          email: current.email || prefill.email,
          firstName: current.firstName || prefill.firstName,
          lastName: current.lastName || prefill.lastName,
          company: current.company || prefill.company,
        }));
      });
    return () => {
      live = false;
    };
  }, [settings]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Partial<Record<Visible, string>> = {};
    for (const field of VISIBLE) {
      if (field.required && !values[field.name].trim()) missing[field.name] = REQUIRED_MESSAGE;
    }
    if (Object.keys(missing).length > 0) return reject(missing);
    setErrors({});
    setStatus('submitting');
    try {
      const response = await fetch(SIGNUP_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ registrationId, ...values, ...tracking }),
      });
      if (response.status === 400) {
        const body = (await response.json()) as { errors?: Partial<Record<Visible, string>> };
        setStatus('idle');
        return reject(body.errors ?? {});
      }
      if (!response.ok) throw new Error(`Sign-up failed with ${response.status}`);
      const module = await import('../../tracking/index.ts');
      module.rememberSignupValues(window, tracking);
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  };

  if (status === 'done') {
    return (
      <output className={styles.success}>
        {SUCCESS_MESSAGE} Check your inbox to confirm your email address.
      </output>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={SIGNUP_ENDPOINT}
      method="post"
      noValidate
      data-state={status}
      aria-label="Sign up"
      onSubmit={(event) => void onSubmit(event)}
    >
      <input type="hidden" name="registrationId" value={registrationId} />
      {SIGNUP_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={tracking[name]} data-testid={name} />
      ))}
      {VISIBLE.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={inputId} className={styles.label}>
              {field.label}
              {field.required ? null : <span className={styles.optional}> (optional)</span>}
            </label>
            <input
              id={inputId}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              // `error`: the class every form marks its errors with (docs/product.md §8.3).
              className={error ? `${fieldStyles.input} error` : fieldStyles.input}
              value={values[field.name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field.name]: value }));
              }}
            />
            {error ? (
              <p id={`${inputId}-error`} className="error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {status === 'failed' ? (
        <p role="alert" className="error">
          Something went wrong while creating your account. Please try again.
        </p>
      ) : null}
      <Button type="submit" disabled={status === 'submitting'}>
        {settings.trial.buttonText}
      </Button>
    </form>
  );
}
