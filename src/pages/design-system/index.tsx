/**
 * /design-system/ (noindex): every design-system component in every variant, size and state,
 * labelled with its enumeration values (docs/product.md §10.1). The place to look instead of
 * reading.
 */
import { Suspense, use, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { settled } from '../../forms/settled.ts';
import { whenNearViewport } from '../../ui/near-viewport.ts';
import { Specimen } from './Specimen.tsx';
import type { TemplateProps } from '../../contracts/templates.ts';
import type { ImageData } from '../../images/image-data.ts';
import { Avatar, AVATAR_SIZES } from '../../ui/Avatar/index.ts';
import { Badge, BADGE_COLORS, BADGE_SIZES } from '../../ui/Badge/index.ts';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from '../../ui/Button/index.ts';
import { Card, CARD_VARIANTS } from '../../ui/Card/index.ts';
import { CardList, CARD_LIST_VARIANTS, type CardListItem } from '../../ui/CardList/index.ts';
import { Icon, ICON_NAMES } from '../../ui/Icon/index.ts';
import { iconByName } from '../../ui/Icon/icons-by-name.ts';
import { Image } from '../../ui/Image/index.ts';
import { ACCENTS, Pill } from '../../ui/Pill/index.ts';
import { PlayButton, PLAY_BUTTON_SIZES } from '../../ui/PlayButton/index.ts';
import { Container, CONTAINER_WIDTHS } from '../../ui/Container/index.ts';
import { Grid, GRID_COLUMNS } from '../../ui/Grid/index.ts';
import { Section as UiSection, SECTION_TONES } from '../../ui/Section/index.ts';
import { Cluster, Stack, STACK_GAPS } from '../../ui/Stack/index.ts';
import { PageHeader } from '../../templates/shared/PageHeader.tsx';
import { text } from '../../ui/text.ts';
import styles from './DesignSystem.module.css';

type GalleryImage = { alt: string; data: ImageData | null } | undefined;
type GalleryImages = Partial<
  Record<
    'constrained' | 'fixed' | 'fullWidth' | 'gif' | 'card' | 'tooltip' | 'avatar',
    GalleryImage
  >
>;

const SWATCHES = [
  'brand',
  'brand-strong',
  'text',
  'text-muted',
  'surface',
  'border',
  'accent-indigo',
  'accent-gold',
  'warning',
];

/** One component's specimens: a band of the page, alternating white and tint. */
function Section({
  id,
  title,
  children,
  ref,
}: {
  id: string;
  title: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section ref={ref} className={styles.section} aria-labelledby={id}>
      <Container>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </Container>
    </section>
  );
}

const TYPE_SCALE = ['display', 'h1', 'h2', 'h3', 'h4', 'lead', 'body', 'small'] as const;

/** The layout primitives, each shown the way pages use it. */
function LayoutSpecimens() {
  return (
    <>
      <Section id="ds-type" title="Type scale">
        <div className={styles.stack}>
          {TYPE_SCALE.map((step) => (
            <Specimen key={step} label={`--font-size-${step}`} wide>
              <p className={styles.typeSample} style={{ fontSize: `var(--font-size-${step})` }}>
                Every conversation in one place
              </p>
            </Specimen>
          ))}
        </div>
      </Section>

      <Section id="ds-container" title="Container">
        <div className={styles.stack}>
          {CONTAINER_WIDTHS.map((width) => (
            <Specimen key={width} label={`width=${width}`} wide>
              <Container width={width} className={styles.outline}>
                {`${width}: centered, side padding from --container-padding`}
              </Container>
            </Specimen>
          ))}
        </div>
      </Section>

      <Section id="ds-section" title="Section">
        <div className={styles.stack}>
          {SECTION_TONES.map((tone) => (
            <Specimen key={tone} label={`tone=${tone} (eyebrow, title, lead)`} wide>
              <UiSection
                tone={tone}
                spacing="compact"
                eyebrow="Eyebrow"
                title={`A ${tone} band`}
                titleLevel={3}
                lead="The lead says in one line why the band matters."
                className={styles.band}
              >
                <Cluster>
                  <Button href="/pricing/">Primary action</Button>
                  <Button href="/platform/" variant="OUTLINE">
                    Secondary action
                  </Button>
                </Cluster>
              </UiSection>
            </Specimen>
          ))}
        </div>
      </Section>

      <Section id="ds-grid" title="Grid">
        <div className={styles.stack}>
          {GRID_COLUMNS.map((columns) => (
            <Specimen key={columns} label={`columns=${columns}`} wide>
              <Grid columns={columns}>
                {Array.from({ length: columns === 1 ? 2 : columns }, (_, index) => (
                  <div key={index} className={styles.cell}>{`Item ${index + 1}`}</div>
                ))}
              </Grid>
            </Specimen>
          ))}
        </div>
      </Section>

      <Section id="ds-stack" title="Stack and Cluster">
        <div className={styles.row}>
          {STACK_GAPS.map((gap) => (
            <Specimen key={gap} label={`Stack gap=${gap}`}>
              <Stack gap={gap}>
                <span className={styles.cell}>One</span>
                <span className={styles.cell}>Two</span>
              </Stack>
            </Specimen>
          ))}
          <Specimen label="Cluster justify=center">
            <Cluster justify="center" gap="S">
              <Pill>Inbox</Pill>
              <Pill>Docs</Pill>
              <Pill>Beacon</Pill>
            </Cluster>
          </Specimen>
        </div>
      </Section>
    </>
  );
}

type InteractiveModule = typeof import('./Interactive.tsx');

let interactive: Promise<InteractiveModule> | null = null;

/** For the prerender: the interactive specimens loaded up front so rendering is synchronous. */
export async function preloadInteractiveSpecimens(): Promise<void> {
  interactive = settled(await import('./Interactive.tsx'));
}

interface Gate {
  promise: Promise<InteractiveModule>;
  open: () => void;
  /**
   * Clicks on the specimens before their code arrived, by band (0 tooltip, 1 field, 2 modal),
   * each replayed once its band is live: the bands hydrate one by one.
   */
  held: { band: number; target: HTMLElement }[];
}

function createGate(): Gate {
  if (interactive) return { promise: interactive, open: () => {}, held: [] };
  let open = () => {};
  const promise = new Promise<InteractiveModule>((resolve, reject) => {
    open = () => {
      interactive ??= import('./Interactive.tsx');
      interactive.then(resolve, (error: unknown) => {
        interactive = null;
        reject(error);
      });
    };
  });
  return { promise, open, held: [] };
}

/** Takes the clicks held in one band off the gate. */
function takeHeld(gate: Gate, band: number): HTMLElement[] {
  const mine = gate.held.filter((click) => click.band === band).map((click) => click.target);
  gate.held = gate.held.filter((click) => click.band !== band);
  return mine;
}

/** Replays the clicks held in its band while the specimens' code loaded, once the band is live. */
function Replay({ gate, band }: { gate: Gate; band: number }) {
  useEffect(() => {
    for (const target of takeHeld(gate, band)) if (target.isConnected) target.click();
  }, [gate, band]);
  return null;
}

/**
 * Specimens whose components need code: React keeps their prerendered HTML until the gate opens
 * (near the viewport), then hydrates them in place.
 */
interface InteractiveProps {
  gate: Gate;
  /** Which of the three bands (Gate `held`). */
  band: number;
  children: (module: InteractiveModule) => ReactNode;
}

function Interactive(props: InteractiveProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

function Loaded({ gate, band, children }: InteractiveProps) {
  const module = use(gate.promise);
  return (
    <>
      {children(module)}
      <Replay gate={gate} band={band} />
    </>
  );
}

/**
 * The interactive specimens' gate: opened when the first of them nears the viewport. A click on
 * one before its code arrived (React ignores clicks on markup it has not hydrated) is held and
 * replayed.
 */
function useInteractiveGate(): [Gate, Ref<HTMLElement>] {
  const ref = useRef<HTMLElement>(null);
  const [gate] = useState(createGate);
  useEffect(() => {
    const first = ref.current;
    if (!first || (interactive && 'status' in interactive)) return;
    // The tooltip, field and modal bands, in this order (DesignSystemPage).
    const second = first.nextElementSibling;
    const sections = [first, second, second?.nextElementSibling];
    let live = false;
    void gate.promise.then(() => (live = true));
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (live || !(target instanceof HTMLElement)) return;
      const band = sections.findIndex((section) => section?.contains(target));
      if (band < 0) return;
      const control = target.closest<HTMLElement>('button, input, select, textarea, label');
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      gate.held.push({ band, target: control });
      gate.open();
    };
    window.addEventListener('click', onClick, true);
    const stop = whenNearViewport(first, gate.open);
    return () => {
      stop();
      window.removeEventListener('click', onClick, true);
    };
  }, [gate]);
  return [gate, ref];
}

export default function DesignSystemPage({ props }: TemplateProps<'pages/design-system'>) {
  const images = (props.images ?? {}) as GalleryImages;
  const [gate, interactiveRef] = useInteractiveGate();
  const cardImage = images.card?.data ?? null;
  const items: CardListItem[] = [
    'Shared inbox basics',
    'Writing help articles',
    'Measuring support',
  ].map((title, index) => ({
    title,
    href: `/blog/${title.toLowerCase().replaceAll(' ', '-')}/`,
    eyebrow: 'Customer service',
    description: 'A short description of what the reader will find in this post.',
    image: cardImage,
    footer: index === 0 ? <Pill>Live Event</Pill> : undefined,
  }));

  return (
    <article>
      <PageHeader
        eyebrow="Design system"
        heading={text(props.heading, 'Design system')}
        intro={text(props.intro) || undefined}
      />

      <LayoutSpecimens />

      <Section id="ds-tokens" title="Tokens">
        <div className={styles.row}>
          {SWATCHES.map((name) => (
            <Specimen key={name} label={`--color-${name}`}>
              <span className={styles.swatch} style={{ background: `var(--color-${name})` }} />
            </Specimen>
          ))}
        </div>
      </Section>

      <Section id="ds-button" title="Button">
        {BUTTON_VARIANTS.map((variant) => (
          <div key={variant} className={styles.row}>
            {BUTTON_SIZES.map((size) => (
              <Specimen key={size} label={`variant=${variant} size=${size}`}>
                <Button variant={variant} size={size}>
                  {`${variant} ${size}`}
                </Button>
              </Specimen>
            ))}
            <Specimen label={`variant=${variant} disabled`}>
              <Button variant={variant} disabled>
                Disabled
              </Button>
            </Specimen>
          </div>
        ))}
        <div className={styles.row}>
          <Specimen label="href (internal link)">
            <Button href="/platform/">Explore the Platform</Button>
          </Specimen>
          <Specimen label="href (external, newTab)">
            <Button href="https://docs.harbor.example/" variant="SECONDARY" newTab>
              Help docs
            </Button>
          </Specimen>
        </div>
      </Section>

      <Section id="ds-badge" title="Badge">
        {BADGE_SIZES.map((size) => (
          <div key={size} className={styles.row}>
            {BADGE_COLORS.flatMap((color) =>
              [false, true].map((tint) => (
                <Specimen key={`${color}${tint}`} label={`${color}${tint ? ' TINT' : ''} ${size}`}>
                  <Badge color={color} size={size} tint={tint}>
                    {tint ? `${color} TINT` : color}
                  </Badge>
                </Specimen>
              )),
            )}
          </div>
        ))}
      </Section>

      <Section id="ds-pill" title="Pill">
        <div className={styles.row}>
          <Specimen label="default">
            <Pill>Live Event</Pill>
          </Specimen>
          {ACCENTS.map((accent) => (
            <Specimen key={accent} label={`accent=${accent}`}>
              <Pill accent={accent}>42:10</Pill>
            </Specimen>
          ))}
        </div>
      </Section>

      <Section id="ds-avatar" title="Avatar">
        <div className={styles.row}>
          {AVATAR_SIZES.map((size) => (
            <Specimen key={size} label={`size=${size}`}>
              <Avatar
                size={size}
                name="Robin Example"
                src={images.avatar?.data?.images.fallback.src ?? null}
              />
            </Specimen>
          ))}
          {AVATAR_SIZES.map((size) => (
            <Specimen key={`i${size}`} label={`size=${size} (initials)`}>
              <Avatar size={size} name="Sam Harbor" />
            </Specimen>
          ))}
        </div>
      </Section>

      <Section id="ds-play" title="PlayButton">
        <div className={styles.row}>
          {PLAY_BUTTON_SIZES.map((size) => (
            <Specimen key={size} label={`size=${size}`}>
              <PlayButton size={size} label={`Play video (${size})`} />
            </Specimen>
          ))}
          {ACCENTS.map((accent) => (
            <Specimen key={accent} label={`size=M accent=${accent}`}>
              <PlayButton accent={accent} label={`Play video (${accent})`} />
            </Specimen>
          ))}
        </div>
      </Section>

      <Section id="ds-icon" title="Icon">
        <div className={styles.row}>
          {ICON_NAMES.map((name) => {
            const icon = iconByName(name);
            return icon ? (
              <Specimen key={name} label={name}>
                <Icon icon={icon} />
              </Specimen>
            ) : null;
          })}
        </div>
      </Section>

      <Section id="ds-tooltip" title="Tooltip" ref={interactiveRef}>
        <Interactive gate={gate} band={0}>
          {({ TooltipSpecimens }) => <TooltipSpecimens images={images} />}
        </Interactive>
      </Section>

      <Section id="ds-field" title="Field">
        <Interactive gate={gate} band={1}>
          {({ FieldSpecimens }) => <FieldSpecimens />}
        </Interactive>
      </Section>

      <Section id="ds-modal" title="Modal">
        <Interactive gate={gate} band={2}>
          {({ ModalSpecimens }) => <ModalSpecimens />}
        </Interactive>
      </Section>

      <Section id="ds-card" title="Card">
        <div className={styles.stack}>
          {CARD_VARIANTS.map((variant) => (
            <Specimen key={variant} label={`variant=${variant}`} wide>
              <Card
                variant={variant}
                title={`A ${variant.toLowerCase().replaceAll('_', ' ')} card`}
                href="/blog/"
                eyebrow="Guides"
                description="Cards lead to posts, resources and pages."
                image={cardImage}
                headingLevel={3}
              />
            </Specimen>
          ))}
        </div>
      </Section>

      <Section id="ds-card-list" title="CardList">
        <div className={styles.stack}>
          {CARD_LIST_VARIANTS.map((variant) => (
            <Specimen key={variant} label={`variant=${variant}`} wide>
              <CardList variant={variant} items={items} aria-label={`CardList ${variant}`} />
            </Specimen>
          ))}
        </div>
      </Section>

      <Section id="ds-image" title="Image">
        <div className={styles.stack}>
          <Specimen label="layout=constrained width=640 (priority)" wide>
            <Image image={images.constrained?.data} alt={images.constrained?.alt ?? ''} priority />
          </Specimen>
          <Specimen label="layout=fixed 240×300">
            <Image image={images.fixed?.data} alt={images.fixed?.alt ?? ''} />
          </Specimen>
          <Specimen label="layout=fullWidth" wide>
            <Image image={images.fullWidth?.data} alt={images.fullWidth?.alt ?? ''} />
          </Specimen>
          {/* Wide: a constrained image takes its container's width up to its own, which a
              flex row sized by its content does not have before the file arrives. */}
          <Specimen label="GIF (plain file)" wide>
            <Image image={images.gif?.data} alt={images.gif?.alt ?? ''} />
          </Specimen>
        </div>
      </Section>
    </article>
  );
}
