import { useSettings } from '../../app/settings.ts';
import { tourUrl, type TourArea } from './tour-url.ts';
import styles from './Tour.module.css';

/** The interactive tour of one product area, from the demo host (or its local stand-in). */
export function TourFrame({ area }: { area: TourArea }) {
  const settings = useSettings();
  return (
    // No sandbox: the demo host needs its own origin's cookies and storage, and a sandbox that
    // allows scripts and the same origin is none at all (Chromium warns about it).
    // oxlint-disable-next-line react/iframe-missing-sandbox
    <iframe
      className={styles.frame}
      src={tourUrl(settings, area)}
      title={`Interactive tour: ${area === 'INBOX' ? 'Inbox' : 'Dashboard'}`}
      allow="fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
