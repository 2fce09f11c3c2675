/**
 * The lead-capture form itself (docs/product.md §8.2): a real `<form method="post">` to the local forms
 * service, so it works before and without JavaScript; once hydrated it validates with the same
 * rules as the service and submits without leaving the page. Its own chunk, loaded by
 * MarketingForm only when the form nears the viewport.
 */
import {
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { signupUrl, useSettings, type Settings } from '../site/settings.ts';
import type { ResolvedForm } from '../contracts/schemas/forms.ts';
import { emptySignupValues, SIGNUP_FIELDS, type SignupValues } from '../tracking/fields.ts';
import { Button } from '../ui/Button/Button.tsx';
import { HiddenField } from '../ui/Field/HiddenField.tsx';
import { FormChoices } from './choices.ts';
import { Field, newKey, withPageChoices } from './Fields.tsx';
import { Honeypot } from './Honeypot.tsx';
import type { FormDefinition } from '../contracts/schemas/form-definitions.ts';
import { formAction } from './registry.ts';
import { sendForm } from './submit.ts';
import { typedValues } from './typed.ts';
import { resumeHeldSubmit } from '../ui/intent.ts';
import {
  DEFAULT_SUCCESS,
  HONEYPOT_FIELD,
  validateSubmission,
  type FieldErrors,
  type FieldValues,
} from './validate.ts';

export interface FormViewProps {
  form: ResolvedForm;
  /** Accessible name of the form (the block's title). */
  label?: string;
  /** The call to action's PDF, offered after a submission of a form that delivers one. */
  pdfLink?: string;
  /** Called once the form is mounted and interactive. */
  onReady?: () => void;
  /** Called after a successful submission (the newsletter banner remembers the subscriber). */
  onDone?: () => void;
}

type Status = 'idle' | 'submitting' | 'done' | 'failed';

/** The free-trial sign-up of the page (docs/product.md §8.2), prefilled with the email given. */
export function trialUrl(settings: Settings, email: string): string {
  const base = signupUrl(settings, 'free');
  return email ? `${base}?reg=${encodeURIComponent(email)}` : base;
}

function emptyValues(definition: FormDefinition): FieldValues {
  return Object.fromEntries(definition.fields.map((field) => [field.name, '']));
}

/**
 * The GA_* values of this visit, filled after hydration (the prerendered page holds dashes), and
 * the tracking module's link decoration once it has loaded (links unchanged before). `settle`
 * gives the values once loaded: a submit right after a late hydration waits for them.
 */
function useTracking(enabled: boolean): {
  values: SignupValues;
  decorate: (href: string) => string;
  settle: () => Promise<SignupValues>;
} {
  const settings = useSettings();
  const [tracking, setTracking] = useState(() => ({
    values: emptySignupValues(),
    decorate: (href: string) => href,
  }));
  const loaded = useRef<Promise<SignupValues> | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loaded.current = import('../tracking/index.ts').then(async (module) => {
      const { fields } = await module.signupForm(window, settings);
      if (live) setTracking({ values: fields, decorate: module.decorateLink });
      return fields;
    });
    return () => {
      live = false;
    };
  }, [enabled, settings]);
  return { ...tracking, settle: () => loaded.current ?? Promise.resolve(tracking.values) };
}

export function FormView({ form, label, pdfLink, onReady, onDone }: FormViewProps) {
  const settings = useSettings();
  const choices = use(FormChoices);
  const definition = useMemo(
    () => withPageChoices(form.definition, choices),
    [form.definition, choices],
  );
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLOutputElement>(null);
  const keyRef = useRef<string | null>(null);
  const [values, setValues] = useState<FieldValues>(() => emptyValues(definition));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const { values: tracking, decorate, settle } = useTracking(definition.reachesProductTeam);

  // Hydrated on intent: what was typed before counts, and a submit held meanwhile goes on.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const typed = typedValues(element, Object.keys(emptyValues(definition)));
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    resumeHeldSubmit(element);
  }, [definition]);

  useEffect(() => onReady?.(), [onReady]);

  // After a rejected submit, the first field in error takes the focus (once per submit).
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = definition.fields.find((field) => errors[field.name]);
    const element = first && formRef.current?.elements.namedItem(first.name);
    if (element instanceof HTMLElement) element.focus();
  }, [focusRequest, definition, errors]);

  useEffect(() => {
    if (status === 'done') resultRef.current?.focus();
  }, [status]);

  const reject = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    setStatus('idle');
    setFocusRequest((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const honeypot = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '');
    const checked = validateSubmission(definition, values);
    if (!checked.ok) return reject(checked.errors);
    setErrors({});
    // Opened now, while the click still counts as the visitor's: later, browsers block it.
    if (definition.opensTrial && honeypot === '') {
      // With the visit's tracking params, as the page's own sign-up links carry them.
      const url = decorate(trialUrl(settings, checked.values.email ?? ''));
      window.open(url, '_blank', 'noopener');
    }
    setStatus('submitting');
    setMessage('Sending…');
    keyRef.current ??= newKey();
    const result = await sendForm(
      {
        form,
        values: checked.values,
        // The visit's values, even when sent before they were filled in.
        tracking: definition.reachesProductTeam ? await settle() : null,
        honeypot,
        idempotencyKey: keyRef.current,
        page: { uri: window.location.href, name: document.title },
      },
      settings,
    );
    if (result.kind === 'invalid') {
      setMessage('');
      return reject(result.errors);
    }
    if (result.kind === 'failed') {
      setStatus('failed');
      setMessage(result.message);
      return;
    }
    keyRef.current = null;
    onDone?.();
    if (definition.redirectUrl) {
      setMessage('Thanks! Taking you to the next page…');
      window.location.assign(definition.redirectUrl);
      return;
    }
    setStatus('done');
    setMessage(definition.successText ?? DEFAULT_SUCCESS);
  };

  const done = status === 'done';
  return (
    <div data-status={status}>
      {done ? null : (
        <form
          ref={formRef}
          method="post"
          action={formAction(form, settings.services?.forms)}
          noValidate
          aria-label={label ?? 'Form'}
          onSubmit={(event) => void onSubmit(event)}
        >
          {definition.fields.map((field) => (
            <Field
              key={field.name}
              field={field}
              inputId={`${id}-${field.name}`}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            />
          ))}
          {definition.reachesProductTeam
            ? SIGNUP_FIELDS.map((name) => (
                <HiddenField key={name} name={name} value={tracking[name]} />
              ))
            : null}
          {definition.deliversPdf && pdfLink ? (
            // Lets the no-JavaScript result page offer the same download.
            <HiddenField name="pdf" value={pdfLink} />
          ) : null}
          <Honeypot id={`${id}-${HONEYPOT_FIELD}`} />
          <Button type="submit" disabled={status === 'submitting'}>
            {definition.submitText}
          </Button>
        </form>
      )}
      <output
        ref={resultRef}
        aria-live="polite"
        tabIndex={done ? -1 : undefined}
        className={status === 'failed' ? 'error' : undefined}
      >
        {message}
      </output>
      {done && definition.deliversPdf && pdfLink ? (
        <a href={pdfLink} download>
          Download the PDF
        </a>
      ) : null}
    </div>
  );
}
