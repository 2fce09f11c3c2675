import { useState } from 'react';
import type { VideoBlock } from '../contracts/schemas/blocks.ts';
import { PlayButton } from '../ui/PlayButton/PlayButton.tsx';
import styles from './blocks.module.css';

/** Video-host embeds by id. */
export const VIDEO_EMBED_ORIGIN = 'https://fast.wistia.net/embed/iframe/';

/**
 * docs/product.md §7.3: a link to the video site without an embed path becomes an embed URL from
 * its v= parameter; without an id the error 'VIDEO ID NOT FOUND' is logged and nothing is embedded.
 */
export function videoEmbedUrl(block: Pick<VideoBlock, 'videoId' | 'videoUrl'>): string | null {
  if (block.videoId) return `${VIDEO_EMBED_ORIGIN}${encodeURIComponent(block.videoId)}`;
  if (block.videoUrl) {
    const url = new URL(block.videoUrl);
    if (url.pathname.includes('/embed/')) return url.href;
    const id = url.searchParams.get('v');
    if (id) return `${url.origin}/embed/${encodeURIComponent(id)}`;
  }
  console.error('VIDEO ID NOT FOUND');
  return null;
}

/** The player loads only when asked for: no third-party request on page load. */
export function Video({ block }: { block: VideoBlock }) {
  const [playing, setPlaying] = useState(false);
  const src = videoEmbedUrl(block);
  if (!src) return null;
  const title = block.caption ?? 'Video';
  return (
    <figure className={styles.video}>
      <div className={styles.videoFrame}>
        {playing ? (
          <iframe
            src={`${src}${src.includes('?') ? '&' : '?'}autoplay=1`}
            title={title}
            allow="autoplay; fullscreen"
            sandbox="allow-scripts allow-presentation"
            allowFullScreen
          />
        ) : (
          <div className={styles.play}>
            <PlayButton size="L" label={`Play video: ${title}`} onClick={() => setPlaying(true)} />
          </div>
        )}
      </div>
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}
