import { useState } from 'react';
import { useSettings, type Settings } from '../site/settings.ts';
import { useShared, useSlice } from '../site/site-data.tsx';
import type { FooterLink } from '../contracts/schemas/navigation.ts';
import { linkProps } from '../ui/link/link.ts';
import type { FooterVariant } from './layout-variations.ts';
import { useCurrentYear } from './use-current-year.ts';
import { CONTACT_WIDGET_PATH, HelpLink } from './HelpLink.tsx';
import styles from './Footer.module.css';

/** Where "Cookie settings" leads without script: the privacy policy's cookie table. */
const COOKIE_SETTINGS_URL = '/company/legal/privacy/#cookies-and-storage';

const OPT_OUT_RECORDED =
  'Done: we will not sell or share your personal information from this browser.';

function Link({
  link,
  settings,
  onStatus,
}: {
  link: FooterLink;
  settings: Settings;
  onStatus: (text: string) => void;
}) {
  if ('url' in link) {
    return (
      <a {...linkProps(link.url)}>
        {link.title}
        {link.badge ? <span className={styles.badge}>{link.badge}</span> : null}
      </a>
    );
  }
  if (link.action === 'do-not-sell') {
    const onClick = async () => {
      const { doNotSell } = await import('../integrations/consent.ts');
      if ((await doNotSell(window, settings.consent.scriptUrl)) === 'recorded')
        onStatus(OPT_OUT_RECORDED);
    };
    return (
      <button className={styles.action} type="button" onClick={() => void onClick()}>
        {link.title}
      </button>
    );
  }
  // Contact: the help widget's contact form when configured, else a mail to support.
  return (
    <HelpLink type="CHAT" path={CONTACT_WIDGET_PATH}>
      {link.title}
    </HelpLink>
  );
}

export function Footer({ variant }: { variant: Exclude<FooterVariant, 'none'> }) {
  const settings = useSettings();
  const content = useShared('footer');
  const [status, setStatus] = useState('');
  const buildYear = useSlice('footer').props.buildYear;
  const year = useCurrentYear(typeof buildYear === 'number' ? buildYear : 2026);
  const copyright = (
    <p className={styles.copyright}>
      © {year} {settings.brand}
      {/* One text node with the space before the link. "Cookie settings" opens the cookie
          preferences (src/consent/start.ts finds it by its place and address); without script,
          the cookie table. */}
      {'. All rights reserved. '}
      <a href={COOKIE_SETTINGS_URL}>Cookie settings</a>
    </p>
  );
  const logo = (
    <a className={styles.logo} href="/" aria-label={`${settings.brand} home`}>
      {settings.brand}
    </a>
  );
  if (variant === 'small') {
    return (
      <footer className={styles.footer} data-variant="small">
        <div className={styles.bottom}>
          {logo}
          {copyright}
        </div>
      </footer>
    );
  }
  return (
    <footer className={styles.footer} data-variant="full">
      <div className={styles.top}>
        <div className={styles.brand}>
          {logo}
          <p className={styles.tagline}>{content.tagline}</p>
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {content.columns.map((column) => (
            <div key={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.title}>
                    <Link link={link} settings={settings} onStatus={setStatus} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <output className={styles.status}>{status}</output>
      <div className={styles.bottom}>
        <ul className={styles.social}>
          {content.social.map((social) => (
            <li key={social.network}>
              <a
                {...linkProps(social.url)}
                aria-label={social.label}
                data-network={social.network}
              />
            </li>
          ))}
        </ul>
        <a
          className={styles.responsible}
          {...linkProps(content.badge.url)}
          aria-label={content.badge.label}
        />
        {copyright}
      </div>
    </footer>
  );
}
