import type { ReactNode } from 'react';
import styles from './DesignSystem.module.css';

/** One specimen with its enumeration values as a label. */
export function Specimen({
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
