import { useCurrentPath } from '../app/site-data.tsx';
import { secureUrl, useSettings } from '../app/settings.ts';
import styles from './Header.module.css';

/** Registration id of the free plan's sign-up page (SPEC §2.8). */
export const FREE_PLAN_REGISTRATION_ID = 18;

export function Header() {
  const settings = useSettings();
  const path = useCurrentPath();
  const isHome = path === '/';
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a className={styles.logo} href="/" aria-label={`${settings.brand} home`}>
          {settings.brand}
        </a>
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.links}>
            <li>
              <a href="/platform/">Platform</a>
            </li>
            <li>
              <a href="/pricing/">Pricing</a>
            </li>
            <li>
              {isHome ? (
                <a href={secureUrl(settings, '/members/login/')}>Login</a>
              ) : (
                <a href="/lp/get-a-demo/">Get a demo</a>
              )}
            </li>
          </ul>
        </nav>
        <a
          className={styles.trial}
          href={secureUrl(settings, `/members/register/${FREE_PLAN_REGISTRATION_ID}/`)}
        >
          Free Trial
        </a>
      </div>
    </header>
  );
}
