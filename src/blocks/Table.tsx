import type { BlockOf } from '../contracts/schemas/blocks.ts';
import styles from './blocks.module.css';

/**
 * The table scrolls sideways on narrow screens; its scroll region is focusable (tabIndex 0) and
 * named, so keyboard users can reach and scroll it (axe scrollable-region-focusable).
 */
export function Table({ block }: { block: BlockOf<'Table'> }) {
  const label = `Table: ${block.headings.join(', ')}`;
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className={styles.tableScroll} aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {block.headings.map((heading, index) => (
              <th key={index} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{row.key}</th>
              {row.content.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
