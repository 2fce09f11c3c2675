import { useSettings } from '../../app/settings.ts';
import { tourUrl, type TourArea } from './tour-url.ts';
import styles from './Tour.module.css';

/** The interactive tour of one product area, from the demo host (or its local stand-in). */
export function TourFrame({ area }: { area: TourArea }) {
  const settings = useSettings();
  return (
    <iframe
      className={styles.frame}
      src={tourUrl(settings, area)}
      title={`Interactive tour: ${area === 'INBOX' ? 'Inbox' : 'Dashboard'}`}
      allow="fullscreen"
      // The demo host runs its scripts with its own origin's storage (it is another origin, so
      // allow-same-origin grants nothing here); the local stand-in is this site's own file.
      // oxlint-disable-next-line react/iframe-missing-sandbox
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
