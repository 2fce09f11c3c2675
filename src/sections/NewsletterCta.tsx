import { useCallback, useEffect, useRef, useState } from 'react';
import { MarketingForm } from '../forms/MarketingForm.tsx';
import { Section } from '../ui/Section/Section.tsx';
import type { SectionRendererProps } from './types.ts';
import styles from './NewsletterCta.module.css';

/** `hidden`: a returning visitor's choice; `dismissed`: No thanks, pressed on this page. */
type BannerState = 'shown' | 'hidden' | 'dismissed';

const markers = () => import('./newsletter/markers.ts');

/**
 * The newsletter banner: its heading, text and the NEWSLETTER form (content/forms/newsletter.json,
 * given by the build in `section.form`), drawn
 * by the one form renderer (src/forms: same validation, messages, honeypot and idempotency as
 * every lead form). A visitor who subscribed (the `newsletter_subscriber` cookie) or said no
 * thanks (`newsletter_nothanks` in local storage) does not see it again. Without JavaScript the
 * form posts to the forms service.
 */
export function NewsletterCta({
  tone,
  section,
}: Pick<SectionRendererProps<'NewsletterCta'>, 'tone' | 'section'>) {
  const [state, setState] = useState<BannerState>('shown');

  useEffect(() => {
    let live = true;
    void markers().then(({ readNewsletterState }) => {
      if (live && readNewsletterState() !== 'unknown') setState('hidden');
    });
    return () => {
      live = false;
    };
  }, []);

  const onDone = useCallback(() => void markers().then((module) => module.markSubscribed()), []);

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
      data-testid="newsletter"
      className={styles.band}
    >
      <div className={styles.form}>
        {section.form ? (
          <MarketingForm form={section.form} label="Subscribe to the newsletter" onDone={onDone} />
        ) : null}
      </div>
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
    </Section>
  );
}
