import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { signupUrl, useSettings } from '../site/settings.ts';
import { BlockImage } from '../blocks/BlockImage.tsx';
import { Button } from '../ui/Button/Button.tsx';
import { Pill } from '../ui/Pill/Pill.tsx';
import { Section } from '../ui/Section/Section.tsx';
import { Cluster } from '../ui/Stack/Stack.tsx';
import type { SectionRendererProps } from './types.ts';
import styles from './HomeHero.module.css';

/** docs/product.md: the feature areas of the home hero's pills. */
export const HERO_FEATURES = [
  'Live Chat',
  'Shared Inbox',
  'Knowledge Base',
  'Beacon',
  'Workflows',
  'Reporting',
  'Messages',
  'Customer Management',
] as const;

/** docs/product.md: the headline's noun changes every 2400 ms (the words are the section's `rotatingWords`). */
export const ROTATION_MS = 2400;

/**
 * The inbox spans the stage; the help center and the widget overlap its lower corners. From
 * 1024 px the stage is at most 60rem (960 px) and the screens 84 %, 35 % and 22.5 % of it
 * (HomeHero.module.css). Below, the stage is the container's width (calc(94.4vw - 19px), see
 * BlockImage) and the two small screens share it 2 : 1 less a 16 px gap.
 */
const SCREEN_SIZES = [
  '(min-width: 1024px) 807px, calc(94.4vw - 19px)',
  '(min-width: 1024px) 336px, calc(63vw - 24px)',
  '(min-width: 1024px) 216px, calc(31.5vw - 12px)',
];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// Without matchMedia (old browsers, test DOMs) nothing moves: the safe choice.
const reducedMotion = () =>
  typeof window.matchMedia !== 'function' || window.matchMedia(REDUCED_MOTION).matches;

/** Follows the visitor's motion preference as it changes (hydration starts from "reduced"). */
function subscribeToMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Index of the noun shown: advances every 2400 ms, never when motion is reduced nor in the
 * prerendered HTML. `paused` is null while the noun stays still anyway, else whether the visitor
 * paused it. The element gets `data-rotating` while the timer runs (tests wait for it before
 * moving the clock).
 */
function useRotation(count: number) {
  const [index, setIndex] = useState(0);
  const [pausedByVisitor, setPaused] = useState(false);
  const motion = useSyncExternalStore(
    subscribeToMotion,
    () => !reducedMotion(),
    () => false,
  );
  const paused = motion && count >= 2 ? pausedByVisitor : null;
  const nouns = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = nouns.current;
    if (paused !== false || !element) return;
    element.setAttribute('data-rotating', '');
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % count),
      ROTATION_MS,
    );
    return () => {
      window.clearInterval(timer);
      element.removeAttribute('data-rotating');
    };
  }, [count, paused]);
  return { index, nouns, paused, setPaused };
}

/**
 * WCAG 2.2.2 (Pause, Stop, Hide): the noun would change for as long as the page is open, so the
 * visitor can stop it. Shown only while the rotation can run, out of the text's flow (nothing
 * shifts when it appears after hydration).
 */
function PauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={styles.pause}
      aria-label={paused ? 'Play the headline animation' : 'Pause the headline animation'}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {paused ? <path d="M7 4.5v15l12.5-7.5z" /> : <path d="M8 5h3v14H8zM13 5h3v14h-3z" />}
      </svg>
    </button>
  );
}

/**
 * The pills drift sideways as the page scrolls: one passive listener, at most one write per
 * frame, and only a transform (no layout). Still when motion is reduced.
 */
function useScrollDrift() {
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const element = row.current;
    if (!element || reducedMotion()) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const progress = Math.min(window.scrollY / Math.max(window.innerHeight, 1), 1);
      element.style.setProperty('--drift', progress.toFixed(3));
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return row;
}

/**
 * ('Every customer conversation, one unified platform', 'customer') → the text before and after
 * the rotating word and the static line after the first ", " that follows it (capitalised; ''
 * when there is none). Null without a word, or when the heading does not contain it (the build
 * refuses that content; a stale preview still shows a plain headline).
 */
export function splitHeadline(
  heading: string,
  word: string | undefined,
): { before: string; after: string; line: string } | null {
  const at = word ? heading.indexOf(word) : -1;
  if (!word || at < 0) return null;
  const rest = heading.slice(at + word.length);
  const comma = rest.indexOf(', ');
  const line = comma < 0 ? '' : rest.slice(comma + 2);
  return {
    before: heading.slice(0, at),
    after: comma < 0 ? rest : rest.slice(0, comma),
    line: line.charAt(0).toUpperCase() + line.slice(1),
  };
}

function Headline({
  heading,
  words,
  id,
}: {
  heading: string;
  words: readonly string[];
  id: string;
}) {
  const parts = splitHeadline(heading, words[0]);
  const { index, nouns, paused, setPaused } = useRotation(parts ? words.length : 0);
  if (!parts)
    return (
      <h1 id={id} className={styles.title}>
        {heading}
      </h1>
    );
  return (
    <>
      <h1 id={id} className={styles.title}>
        {/* Screen readers hear the headline once; the rotating copy is for the eyes only. */}
        <span className="visually-hidden">{heading}</span>
        <span aria-hidden="true" className={styles.rotating}>
          {parts.before}
          <span ref={nouns} className={styles.nouns} data-testid="rotating-noun">
            {/* All the words share one grid cell, so the widest sets the width: nothing shifts. */}
            {words.map((word, position) => (
              <span key={`${position}-${word}`} data-current={position === index ? '' : undefined}>
                {word}
              </span>
            ))}
          </span>
          {parts.after}
        </span>
        {parts.line ? (
          <span aria-hidden="true" className={styles.line}>
            {parts.line}
          </span>
        ) : null}
      </h1>
      {paused === null ? null : <PauseButton paused={paused} onToggle={() => setPaused(!paused)} />}
    </>
  );
}

/**
 * The home page's first screen: the headline with its rotating word (the section's
 * `rotatingWords`; a still headline without them) and its static line, the platform call to
 * action, the feature pills drifting with the scroll over the product screenshots.
 */
export function HomeHero({ section, tone, page }: SectionRendererProps<'HomeHero'>) {
  const settings = useSettings();
  const titleId = useId();
  const pills = useScrollDrift();
  const images = section.images ?? [];
  return (
    <Section tone={tone} aria-labelledby={titleId} className={styles.hero}>
      <div className={styles.words}>
        <Headline heading={page.heading} words={section.rotatingWords} id={titleId} />
        {page.intro ? <p className={styles.lead}>{page.intro}</p> : null}
        <Cluster justify="center" className={styles.actions}>
          <Button href="/platform/" size="L">
            Explore the Platform
          </Button>
          <Button href={signupUrl(settings, 'free')} size="L" variant="OUTLINE">
            {settings.trial.buttonText}
          </Button>
        </Cluster>
      </div>
      <div className={styles.stage} data-count={images.length}>
        <ul ref={pills} className={styles.pills} aria-label="Feature areas">
          {HERO_FEATURES.map((feature) => (
            <li key={feature}>
              <Pill>{feature}</Pill>
            </li>
          ))}
        </ul>
        {images.map((image, index) => (
          // The first screenshot is the page's largest paint: eager, high priority.
          <BlockImage
            key={image.src}
            image={image}
            priority={index === 0}
            sizes={SCREEN_SIZES[index]}
            className={styles.screen}
          />
        ))}
      </div>
    </Section>
  );
}
