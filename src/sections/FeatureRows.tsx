import { BlockImage } from '../blocks/BlockImage.tsx';
import { Section } from '../ui/Section/Section.tsx';
import type { SectionRendererProps } from './types.ts';
import styles from './FeatureRows.module.css';

/**
 * From 1024 px, 7/12 of the container less a 5vw gap beside the text; the full width when
 * stacked. The container is 100vw less its padding up to 1200 px, reached at 1292 px (BlockImage).
 */
const ROW_SIZES =
  '(min-width: 2000px) 714px, (min-width: 1292px) 660px, (min-width: 1024px) calc(52.2vw - 11px), 100vw';

/** Feature rows: text and a product image side by side, the image alternating right and left. */
export function FeatureRows({ section, tone }: SectionRendererProps<'FeatureRows'>) {
  return (
    <Section
      tone={tone}
      eyebrow={section.eyebrow}
      title={section.heading}
      lead={section.lead}
      align="center"
    >
      <div className={styles.rows}>
        {section.rows.map((row, index) => (
          <div
            key={row.heading}
            className={styles.row}
            data-flip={index % 2 === 1 ? '' : undefined}
          >
            <div className={styles.text}>
              {row.eyebrow ? <p className="harbor-eyebrow">{row.eyebrow}</p> : null}
              <h3 className={styles.title}>{row.heading}</h3>
              <p className={styles.body}>{row.text}</p>
              {row.bullets.length ? (
                <ul className={styles.bullets}>
                  {row.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
              {row.link ? (
                <p className={styles.link}>
                  <a href={row.link.href}>{row.link.text}</a>
                </p>
              ) : null}
            </div>
            <BlockImage image={row.image} className={styles.image} sizes={ROW_SIZES} />
          </div>
        ))}
      </div>
    </Section>
  );
}
