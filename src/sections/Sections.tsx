import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import type { ContentPageProps, PageSection } from '../contracts/schemas/pages.ts';
import { PageHeader } from '../templates/shared/PageHeader.tsx';
import type { SectionTone } from '../ui/Section/Section.tsx';
import { Content } from './Content.tsx';
import { whenNearViewport } from '../ui/near-viewport.ts';
import type { FieldSnapshot } from './live.ts';
import { mayHideNewsletter } from './newsletter/hint.ts';
import { loadedRenderer } from './lookup.ts';
import type { SectionRendererProps } from './types.ts';
import styles from './Sections.module.css';
import { PRERENDERED_ATTRIBUTE, sectionSlotKey } from '../contracts/prerendered.ts';

const pending = new Map<string, Promise<unknown>>();

/**
 * The registry and a section's code load when a section needing code first renders (the HTML
 * preloads them). Rich text and pure-markup sections never get here.
 */
function loadRenderer(type: SectionRendererProps['section']['type']): Promise<unknown> {
  let promise = pending.get(type);
  if (!promise) {
    const loaded = loadedRenderer(type);
    promise = loaded
      ? settled(loaded)
      : import('./registry.tsx').then(({ loadSections }) =>
          loadSections([type]).then(() => loadedRenderer(type)),
        );
    // Marked as React's `use` reads it, so a renderer loaded ahead (LiveSlot) renders at once.
    void promise.then((value) => Object.assign(promise!, { status: 'fulfilled', value }));
    pending.set(type, promise);
  }
  return promise;
}

/** A promise React's `use` reads without suspending: it already holds its value. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** Whether the page's first section is a hero, which carries the page's h1 (no header band). */
function opensWithHero(sections: readonly PageSection[]): boolean {
  const first = sections[0]?.type;
  return first === 'Hero' || first === 'HomeHero' || first === 'PricingHero';
}

/**
 * Band tones down the page: heroes on the tint, call-to-action bands on their own colour, and
 * the bands between alternating white and tint, so the rhythm is visible. Without a hero the
 * page opens with its header band, on the tint (SectionsPage): the first band is then white.
 */
export function sectionTones(sections: readonly PageSection[]): SectionTone[] {
  let previous: SectionTone = opensWithHero(sections) ? 'default' : 'tint';
  return sections.map((section) => {
    let tone: SectionTone;
    if ('html' in section) tone = section.tone;
    else if (section.type === 'CtaBand') tone = section.tone;
    else if (section.type === 'ProductTour' || section.type === 'ProofStrip') tone = 'dark';
    else if (section.type === 'Hero' || section.type === 'HomeHero') tone = 'tint';
    else tone = previous === 'default' ? 'tint' : 'default';
    previous = tone === 'tint' ? 'tint' : 'default';
    return tone;
  });
}

function SectionSlot(props: SectionRendererProps) {
  // Loaded once per type and cached: the same component on every render. use() on every render:
  // skipping it once the code arrived, after a render suspended on it, is an error in React
  // (logged by the dev build); a renderer already loaded is read at once.
  const Renderer = use(loadRenderer(props.section.type)) as (p: SectionRendererProps) => ReactNode;
  return <Renderer {...props} />;
}

/**
 * What the build rendered (src/sections/prerender.tsx): shown as is, no code needed. Marked
 * with its key, where the browser takes the HTML back from before hydrating
 * (src/contracts/prerendered.ts).
 */
function PrerenderedSlot({
  html,
  slot,
  ref,
}: {
  html: string;
  slot: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className={styles.slot}
      {...{ [PRERENDERED_ATTRIBUTE]: slot }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A live section's code, the form renderer when the section holds a lead form (so the form is
 * drawn whole on the swap, never as an empty placeholder), and the code that carries typed values
 * over (not in the page's first load: only a swap needs it).
 */
function loadLive(type: SectionRendererProps['section']['type'], holder: HTMLElement) {
  return Promise.all([
    import('./live.ts'),
    loadRenderer(type),
    holder.querySelector('[data-form-name]')
      ? import('../forms/MarketingForm.tsx').then((module) => module.loadFormView())
      : null,
  ]).then(([carry]) => carry);
}

/** Sections that go live at once, not when near, for some readers. */
const LIVE_AT_ONCE: Partial<Record<SectionRendererProps['section']['type'], () => boolean>> = {
  NewsletterCta: mayHideNewsletter,
};

/**
 * Sections whose code, on the first screen, loads on the visitor's intent (src/ui/intent.ts), not
 * at once: nothing in them moves by itself (the home hero's rotating words do), and their
 * prerendered controls work until the swap, which carries their state over.
 */
const LIVE_ON_INTENT: ReadonlySet<SectionRendererProps['section']['type']> = new Set([
  'PricingHero',
]);

/** The intents src/ui/intent.ts listens for (INTENT_EVENTS), heard here until it has loaded. */
const EARLY_INTENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'submit'];
const PRESS_ENDS = ['pointerup', 'pointercancel', 'touchend', 'touchcancel'];

/**
 * whenWanted (src/ui/intent.ts), loaded by the sections that use it: pages whose first screen
 * needs no such section (the home page) do not load it. An intent before it has loaded counts
 * (noted here). Calls `go` with the end of the press that asked, if any.
 */
function onIntent(element: Element, go: (pressed: Promise<void>) => unknown): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  let early: Event | null = null;
  let pressing = false;
  const note = (event: Event) => {
    if (PRESS_ENDS.includes(event.type)) pressing = false;
    else if (event.target instanceof Node && element.contains(event.target)) {
      early ??= event;
      pressing ||= event.type === 'pointerdown' || event.type === 'touchstart';
    }
  };
  const types = [...EARLY_INTENTS, ...PRESS_ENDS];
  const unlisten = () => types.forEach((type) => window.removeEventListener(type, note, true));
  types.forEach((type) => window.addEventListener(type, note, true));
  import('../ui/intent.ts').then(
    ({ whenWanted, afterPress }) => {
      unlisten();
      if (stopped) return;
      if (early) void go(pressing ? afterPress(early) : Promise.resolve());
      else stop = whenWanted(element, (intent) => void go(afterPress(intent)));
    },
    // Without it, live at once, as before load on intent.
    () => {
      unlisten();
      if (!stopped) void go(Promise.resolve());
    },
  );
  return () => {
    stopped = true;
    unlisten();
    stop?.();
  };
}

interface Swap {
  carry: typeof import('./live.ts');
  snapshot: FieldSnapshot;
}

/**
 * A prerendered section that becomes live: its HTML while the page hydrates and until it nears
 * the viewport (issue 37: a section the visitor never scrolls to costs no JavaScript), or for
 * some on the first screen until the visitor reaches for it (LIVE_ON_INTENT); then its
 * code loads and the renderer replaces the HTML in one commit, with what the visitor typed into
 * the HTML's fields kept (src/sections/live.ts). Both draw the same markup.
 */
function LiveSlot({ html, slot, ...props }: SectionRendererProps & { html: string; slot: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const [swap, setSwap] = useState<Swap | null>(null);
  const type = props.section.type;
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let mounted = true;
    // The press that asked for the code ends before the swap (src/ui/intent.ts afterPress).
    const goLive = (pressed: Promise<void> = Promise.resolve()) =>
      Promise.all([loadLive(type, element), pressed]).then(
        ([carry]) => {
          // Read and swapped in one go, so no keystroke falls between the two.
          if (mounted) flushSync(() => setSwap({ carry, snapshot: carry.snapshotFields(element) }));
        },
        // The code did not arrive: the prerendered HTML stays, and its forms post without it.
        () => {},
      );
    // The holder has no box of its own (display: contents): its band is what scrolls into view.
    const stop = LIVE_AT_ONCE[type]?.()
      ? (void goLive(), () => {})
      : LIVE_ON_INTENT.has(type)
        ? onIntent(element, (intent) => goLive(intent))
        : whenNearViewport(element.firstElementChild, () => void goLive());
    return () => {
      mounted = false;
      stop();
    };
  }, [type]);
  useLayoutEffect(() => {
    if (swap && live.current) swap.carry.restoreFields(live.current, swap.snapshot);
  }, [swap]);
  return swap ? (
    <Suspense fallback={<PrerenderedSlot html={html} slot={slot} />}>
      <div ref={live} className={styles.slot} data-live="">
        <SectionSlot {...props} />
      </div>
    </Suspense>
  ) : (
    <PrerenderedSlot ref={holder} html={html} slot={slot} />
  );
}

/** A page's sections from its content, each drawn by its type's renderer. */
export function Sections({
  sections = [],
  page,
}: {
  sections: PageSection[] | undefined;
  page: SectionRendererProps['page'];
}) {
  const tones = sectionTones(sections);
  return sections.map((section, index) =>
    'html' in section ? (
      section.live ? (
        <LiveSlot
          key={index}
          html={section.html}
          slot={sectionSlotKey(index)}
          section={section.live}
          tone={section.tone}
          page={page}
          first={index === 0}
        />
      ) : (
        <PrerenderedSlot key={index} html={section.html} slot={sectionSlotKey(index)} />
      )
    ) : section.type === 'Content' ? (
      // Rich text with blocks that need code: its renderer is part of every sections page.
      <Content key={index} section={section} tone={tones[index] ?? 'default'} page={page} />
    ) : (
      // Until a section's code arrives, hydration keeps its server markup (no shift).
      <Suspense key={index} fallback={null}>
        <SectionSlot
          section={section}
          tone={tones[index] ?? 'default'}
          page={page}
          first={index === 0}
        />
      </Suspense>
    ),
  );
}

/**
 * A page made of sections (home, landing pages, pricing). A hero section first carries the
 * page's h1; otherwise a header band does.
 */
export function SectionsPage({ props, eyebrow }: { props: ContentPageProps; eyebrow?: string }) {
  const sections = props.sections ?? [];
  return (
    <article>
      {opensWithHero(sections) ? null : (
        <PageHeader
          eyebrow={props.eyebrow ?? eyebrow}
          heading={props.heading}
          intro={props.intro}
        />
      )}
      <Sections sections={sections} page={{ heading: props.heading, intro: props.intro }} />
    </article>
  );
}
