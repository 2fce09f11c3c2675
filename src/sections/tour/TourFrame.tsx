import type { SyntheticEvent } from 'react';
import { useSettings } from '../../site/settings.ts';
import { tourUrl, type TourArea } from './tour-url.ts';
import styles from './Tour.module.css';

/**
 * The interactive tour of one product area, from the demo host (or its local stand-in).
 * `onEscape`: Escape pressed inside the tour. A key pressed in a frame never reaches the page, so
 * the modal's Escape is listened for in the frame's document where the browser allows it (a tour
 * on this site's origin, such as the stand-in); a demo host on its own origin keeps its keys.
 */
export function TourFrame({ area, onEscape }: { area: TourArea; onEscape?: () => void }) {
  const settings = useSettings();
  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    if (!onEscape) return;
    let frameDocument: Document | undefined;
    try {
      frameDocument = event.currentTarget.contentDocument ?? undefined;
    } catch {
      return;
    }
    frameDocument?.addEventListener('keydown', (keydown) => {
      if (keydown.key === 'Escape') onEscape();
    });
  };
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
      onLoad={onLoad}
    />
  );
}
