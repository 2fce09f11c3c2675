import type { ReactNode } from 'react';
import type { BlockOf } from '../contracts/schemas/blocks.ts';
import { resolveSiteLink, useSettings } from '../site/settings.ts';
import { Button } from '../ui/Button/Button.tsx';
import { linkProps } from '../ui/link/link.ts';
import { BlockImage } from './BlockImage.tsx';
import { useBlockRenderer } from './registry.tsx';
import styles from './blocks.module.css';

/**
 * A call to action's form, through the Form block's renderer: only pages whose calls to action
 * have a form load it (the block walker lists Form for them).
 */
function CtaForm({
  block,
  form,
}: {
  block: BlockOf<'Cta'>;
  form: NonNullable<BlockOf<'Cta'>['form']>;
}) {
  const Form = useBlockRenderer('Form') as (props: {
    block: BlockOf<'Form'>;
    embedOnly: boolean;
    pdfLink?: string;
  }) => ReactNode;
  return (
    <Form
      block={{ type: 'Form', id: `${block.id}-form`, form, title: block.title }}
      embedOnly
      pdfLink={block.pdfLink}
    />
  );
}

/**
 * Renders nothing without a link, a form name or a form id; the build warns (docs/product.md §7.2).
 */
export function Cta({ block }: { block: BlockOf<'Cta'> }) {
  const settings = useSettings();
  if (!block.link && !block.form) return null;
  const link = block.link ? resolveSiteLink(settings, block.link) : block.link;
  return (
    <aside
      className={styles.cta}
      aria-label={block.title}
      data-color={block.color}
      data-compact={block.isCompact || undefined}
      data-light-text={block.useLightText || undefined}
      style={block.colorHex ? { backgroundColor: block.colorHex } : undefined}
    >
      <BlockImage image={block.image} className={styles.ctaImage} sizes="12rem" />
      <div>
        <h2 className={styles.ctaTitle}>{block.title}</h2>
        {block.ctaDescription ? <p>{block.ctaDescription}</p> : null}
        {/* The tracker adds its parameters to a sign-up link when the page view is recorded, and a
            block's code loads beside hydration (RichText.tsx): a block whose code comes later
            hydrates a link whose href is no longer the one rendered. React keeps the page's (its
            production build compares no attributes); suppressHydrationWarning tells its
            development build that this difference is expected, on the link alone. */}
        {link && block.useTextLink ? (
          <a className={styles.textLink} {...linkProps(link, 'same-tab')} suppressHydrationWarning>
            {block.buttonText ?? 'Learn more'}
          </a>
        ) : link ? (
          <Button
            href={link}
            variant={block.useLightText ? 'SECONDARY' : 'PRIMARY'}
            suppressHydrationWarning
          >
            {block.buttonText ?? 'Learn more'}
          </Button>
        ) : null}
        {/* With a form, the PDF is the reward for submitting it (the form offers the link). */}
        {block.pdfLink && !block.form ? (
          <a className={styles.textLink} {...linkProps(block.pdfLink, 'same-tab')}>
            Download the PDF
          </a>
        ) : null}
        {block.form ? <CtaForm block={block} form={block.form} /> : null}
      </div>
    </aside>
  );
}
