import { useSettings } from '../app/settings.ts';
import { useSlice } from '../app/site-data.tsx';
import { useCurrentYear } from './use-current-year.ts';
import styles from './Footer.module.css';

export const TAGLINE = 'The all-in-one platform for delightful conversations';

export function Footer({ variant }: { variant: 'full' | 'small' }) {
  const settings = useSettings();
  const buildYear = useSlice('footer').props.buildYear;
  const year = useCurrentYear(typeof buildYear === 'number' ? buildYear : 2026);
  const copyright = `© ${year} ${settings.brand}. All rights reserved.`;
  if (variant === 'small') {
    return (
      <footer className={styles.footer} data-variant="small">
        <div className={styles.inner}>
          <a className={styles.logo} href="/" aria-label={`${settings.brand} home`}>
            {settings.brand}
          </a>
          <p className={styles.copyright}>{copyright}</p>
        </div>
      </footer>
    );
  }
  return (
    <footer className={styles.footer} data-variant="full">
      <div className={styles.inner}>
        <p className={styles.tagline}>{TAGLINE}</p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <a href="/about/">About</a>
            </li>
            <li>
              <a href="/company/legal/terms-of-service/">Terms of Service</a>
            </li>
            <li>
              <a href="/company/legal/privacy/">Privacy</a>
            </li>
            <li>
              <a href="/company/legal/accessibility-statement/">Accessibility</a>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{copyright}</p>
      </div>
    </footer>
  );
}
