/**
 * /design-system/ (noindex): every design-system component in every variant, size and state,
 * labelled with its enumeration values (docs/product.md §10.1). The place to look instead of
 * reading.
 */
import { useState, type ReactNode } from 'react';
import type { TemplateProps } from '../../contracts/templates.ts';
import type { ImageData } from '../../images/image-data.ts';
import { Avatar, AVATAR_SIZES } from '../../ui/Avatar/index.ts';
import { Badge, BADGE_COLORS, BADGE_SIZES } from '../../ui/Badge/index.ts';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from '../../ui/Button/index.ts';
import { Card, CARD_VARIANTS } from '../../ui/Card/index.ts';
import { CardList, CARD_LIST_VARIANTS, type CardListItem } from '../../ui/CardList/index.ts';
import { Checkbox } from '../../ui/Field/Checkbox.tsx';
import { Fieldset, RADIO_GROUP_VARIANTS } from '../../ui/Field/Fieldset.tsx';
import { RadioGroup } from '../../ui/Field/RadioGroup.tsx';
import { RangeField } from '../../ui/Field/RangeField.tsx';
import { Select } from '../../ui/Field/Select.tsx';
import { TextArea } from '../../ui/Field/TextArea.tsx';
import { EmailField, TextField } from '../../ui/Field/TextField.tsx';
import { Icon, ICON_NAMES } from '../../ui/Icon/index.ts';
import { iconByName } from '../../ui/Icon/icons-by-name.ts';
import { Image } from '../../ui/Image/index.ts';
import { Modal } from '../../ui/Modal/index.ts';
import { ACCENTS, Pill } from '../../ui/Pill/index.ts';
import { PlayButton, PLAY_BUTTON_SIZES } from '../../ui/PlayButton/index.ts';
import { Tooltip } from '../../ui/Tooltip/index.ts';
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
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
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

/** One specimen with its enumeration values as a label. */
function Specimen({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={styles.specimen} data-wide={wide ? 'true' : undefined}>
      <div className={styles.stage}>{children}</div>
      <code className={styles.label}>{label}</code>
    </div>
  );
}

/** The form controls, in the states forms and tools put them in. */
function FieldSpecimens() {
  const [choice, setChoice] = useState('annually');
  const [range, setRange] = useState(2);
  const periods = [
    { value: 'annually', label: 'Annual' },
    { value: 'monthly', label: 'Monthly' },
  ];
  return (
    <div className={styles.row}>
      <Specimen label="TextField hint, optional">
        <TextField label="Company" hint="As on your invoices" optional />
      </Specimen>
      <Specimen label="EmailField error">
        <EmailField label="Work email" error="Please enter a valid email address." />
      </Specimen>
      <Specimen label="TextField suffix">
        <TextField label="Average handle time" suffix="seconds" inputMode="decimal" />
      </Specimen>
      <Specimen label="TextArea">
        <TextArea label="Message" rows={3} />
      </Specimen>
      <Specimen label="Select">
        <Select label="Team size" options={['1–5', '6–20', '21 or more']} />
      </Specimen>
      <Specimen label="RangeField scale">
        <RangeField
          label="Unique viewers a month"
          min={0}
          max={4}
          value={range}
          aria-valuetext={`${(range + 1) * 1000} viewers`}
          scale={['1,000', '5,000']}
          onChange={(event) => setRange(Number(event.currentTarget.value))}
        />
      </Specimen>
      <Specimen label="Checkbox error">
        <Checkbox label="I agree to the terms" error="Sorry. That is required." />
      </Specimen>
      <Specimen label="Fieldset">
        <Fieldset label="Your details" hint="So we can reply">
          <TextField label="First name" />
        </Fieldset>
      </Specimen>
      {RADIO_GROUP_VARIANTS.map((variant) => (
        <Specimen key={variant} label={`RadioGroup variant=${variant}`}>
          <RadioGroup
            label="Billing"
            name={`ds-billing-${variant}`}
            variant={variant}
            options={periods}
            value={choice}
            onChange={setChoice}
          />
        </Specimen>
      ))}
    </div>
  );
}

function ModalDemo({ withInput }: { withInput: boolean }) {
  const [open, setOpen] = useState(false);
  const title = withInput ? 'Subscribe to the newsletter' : 'Proactive messages pricing';
  return (
    <>
      <Button variant="OUTLINE" onClick={() => setOpen(true)}>
        {withInput ? 'Open modal with a form' : 'Open modal'}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        {withInput ? (
          <form
            className={styles.form}
            method="post"
            action="/api/stand-in/demo"
            onSubmit={(event) => event.preventDefault()}
          >
            <EmailField label="Email address" name="email" />
            <Button type="submit">Subscribe</Button>
          </form>
        ) : (
          <p>Up to 2,000 unique viewers for $0/mo are included in every plan.</p>
        )}
      </Modal>
    </>
  );
}

export default function DesignSystemPage({ props }: TemplateProps<'pages/design-system'>) {
  const images = (props.images ?? {}) as GalleryImages;
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

      <Section id="ds-tooltip" title="Tooltip">
        <div className={styles.row}>
          <Specimen label="text">
            <p className={styles.inline}>
              $20 per <Tooltip text="Anyone who signs in to answer customers.">user</Tooltip> per
              month
            </p>
          </Specimen>
          <Specimen label="title, text, image (plan feature)">
            <Tooltip
              title="Restricted knowledge bases"
              text="Choose who can see each knowledge base."
              image={images.tooltip?.data}
              imageAlt={images.tooltip?.alt ?? ''}
              placement="bottom"
            >
              2 knowledge bases with restricted access
            </Tooltip>
          </Specimen>
        </div>
      </Section>

      <Section id="ds-field" title="Field">
        <FieldSpecimens />
      </Section>

      <Section id="ds-modal" title="Modal">
        <div className={styles.row}>
          <Specimen label="close button focused after 500 ms">
            <ModalDemo withInput={false} />
          </Specimen>
          <Specimen label="first input focused after 500 ms">
            <ModalDemo withInput />
          </Specimen>
        </div>
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
