import type { FormBlock } from '../contracts/schemas/blocks.ts';
import type { ResolvedForm } from '../contracts/schemas/forms.ts';
import styles from './blocks.module.css';

/**
 * Where the marketing-forms provider mounts a form (docs/product.md §8.2). The provider's script
 * loads on demand elsewhere; this only marks the spot with the form's name, id and portal.
 */
export function FormEmbed({ form }: { form: ResolvedForm }) {
  return (
    <div
      className={styles.form}
      data-form-name={form.name}
      data-form-id={form.id}
      data-portal-id={form.portalId}
      data-state="idle"
    />
  );
}

/** The Form block; `embedOnly` renders just the embed (a call to action's form). */
export function Form({ block, embedOnly = false }: { block: FormBlock; embedOnly?: boolean }) {
  if (embedOnly) return <FormEmbed form={block.form} />;
  return (
    <section className={styles.formBlock} aria-label={block.title ?? 'Form'}>
      {block.title ? <h2 className={styles.ctaTitle}>{block.title}</h2> : null}
      <FormEmbed form={block.form} />
    </section>
  );
}
