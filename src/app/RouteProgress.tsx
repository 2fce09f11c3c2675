import type { NavigationStatus } from '../runtime/navigation.ts';
import styles from './RouteProgress.module.css';

/**
 * Shown when a route change takes longer than a second (docs/product.md §3.5), so a slow network
 * never looks like a dead link. The live region is always present so screen readers announce it.
 */
export function RouteProgress({ status }: { status: NavigationStatus }) {
  const slow = status === 'slow';
  return (
    <>
      {slow ? (
        <progress className={styles.bar} aria-label="Loading page" data-state="slow" />
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {slow ? 'Loading page…' : ''}
      </p>
    </>
  );
}
