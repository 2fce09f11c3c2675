import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../ui/Button/Button.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { NEWSLETTER_ACTION, subscribeToNewsletter } from './newsletter/subscribe.ts';
import type { SectionRendererProps } from './types.ts';
import styles from './NewsletterCta.module.css';

/** `hidden`: a returning visitor's choice; `dismissed`: No thanks, pressed on this page. */
type BannerState = 'shown' | 'sending' | 'subscribed' | 'hidden' | 'dismissed';

const markers = () => import('./newsletter/markers.ts');

/**
 * The newsletter banner: its heading, text and a one-field form. A visitor who subscribed (the
 * `newsletter_subscriber` cookie) or said no thanks (`newsletter_nothanks` in local storage) does
 * not see it again. Without JavaScript the form posts to the forms service.
 */
export function NewsletterCta({ tone }: SectionRendererProps<'NewsletterCta'>) {
  const [state, setState] = useState<BannerState>('shown');
  const [error, setError] = useState('');
  const id = useId();

  useEffect(() => {
    let live = true;
    void markers().then(({ readNewsletterState }) => {
      if (live && readNewsletterState() !== 'unknown') setState('hidden');
    });
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setState('sending');
    const result = await subscribeToNewsletter(email, {
      uri: window.location.href,
      name: document.title,
    });
    if (result.ok) {
      (await markers()).markSubscribed();
      setError('');
      setState('subscribed');
    } else {
      setError(result.message);
      setState('shown');
    }
  };

  // No thanks takes its button away: focus goes to a line saying it is done, where the banner was.
  const dismissedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state === 'dismissed') dismissedNote.current?.focus();
  }, [state]);

  if (state === 'hidden') return null;
  if (state === 'dismissed')
    return (
      <p ref={dismissedNote} tabIndex={-1} className={styles.dismissed}>
        Got it. We won’t show you this again.
      </p>
    );
  return (
    <Section
      tone={tone}
      title="Get our best content in your inbox"
      lead="All the tips, stories, and resources you could ever need or want — straight to your email!"
      align="center"
      spacing="compact"
      data-state={state}
      data-testid="newsletter"
      className={styles.band}
    >
      {state === 'subscribed' ? (
        <output className={styles.thanks}>
          Thanks for subscribing! Look out for our next issue in your inbox.
        </output>
      ) : (
        <>
          <form
            className={styles.form}
            action={NEWSLETTER_ACTION}
            method="post"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
          >
            <label htmlFor={`${id}-email`} className="visually-hidden">
              Email address
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder="you@company.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={styles.input}
            />
            <Button type="submit" disabled={state === 'sending'}>
              Subscribe
            </Button>
          </form>
          {error ? (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <p className={styles.dismiss}>
            <button
              type="button"
              onClick={() => {
                void markers().then(({ markNoThanks }) => markNoThanks());
                setState('dismissed');
              }}
            >
              No thanks
            </button>
          </p>
        </>
      )}
    </Section>
  );
}
